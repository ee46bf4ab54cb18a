import { adminHandler } from '@/lib/auth/admin-handler';
import { GONE, refusal } from '@/lib/newsletter-issues/api';
import { issueHtml, webVersionUrl } from '@/lib/newsletter-issues/mail';
import { findIssue } from '@/lib/newsletter-issues/store';

/**
 * `?lang=en|ar&scheme=light|dark`: the version's mail exactly as subscribers get it (their own
 * unsubscribe link aside), for the admin's sandboxed preview frame.
 */
export const GET = adminHandler(
  'GET /api/admin/newsletter/:id/preview',
  'newsletter.read',
  async (request, _a, ctx) => {
    const issue = await findIssue((await ctx.params).id ?? '');
    if (!issue) return GONE();
    const query = new URL(request.url).searchParams;
    const lang = query.get('lang') === 'ar' ? 'ar' : 'en';
    const scheme = query.get('scheme') === 'dark' ? 'dark' : 'light';
    if (!issue[lang].subject && !issue[lang].body) return refusal(404, 'noVersion');
    const html = issueHtml(issue[lang], lang, { unsubscribe: '#', web: webVersionUrl(issue, lang) }, scheme);
    return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } });
  },
);
