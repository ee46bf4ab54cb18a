import { env } from '@/lib/config/env';
import { isExternalTarget, type ExternalTarget } from '@/lib/ui/external-links';
import { jsonError } from '@/lib/http/json-error';

const variables: Record<ExternalTarget, 'WAITLIST_URL' | 'DEMO_VIDEO_URL' | 'PROJECT_VIDEO_URL' | 'SCHEDULING_URL'> = {
  waitlist: 'WAITLIST_URL',
  demo: 'DEMO_VIDEO_URL',
  'project-video': 'PROJECT_VIDEO_URL',
  scheduling: 'SCHEDULING_URL',
};

export async function GET(_request: Request, { params }: { params: Promise<{ target: string }> }) {
  const { target } = await params;
  if (!isExternalTarget(target)) return jsonError(404, 'Unknown link');
  return new Response(null, {
    status: 307,
    headers: { Location: env()[variables[target]], 'Cache-Control': 'no-store' },
  });
}
