import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/config/site-url';

// Read per request so a container started with its own SITE_URL links the right sitemap.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // Admin in both languages, the API, the login and token check, and the /go/ redirects
        // to external sites (not content of ours).
        disallow: ['/admin', '/ar/admin', '/api/', '/go/', '/login', '/protected'],
      },
    ],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
