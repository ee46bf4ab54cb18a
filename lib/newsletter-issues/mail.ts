import 'server-only';
import type { IssueLanguage } from '@/lib/constants/newsletter-issue';
import type { ComposedMail } from '@/lib/mail/compose';
import { siteUrl } from '@/lib/config/site-url';
import { unsubscribeLinks } from '@/lib/newsletter/mail';
import { localePath } from '@/lib/routing/locale-path';
import type { IssueVersion, NewsletterIssue } from '@/models/newsletter-issue';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import { escapeHtml, MAIL_FONTS as FONTS } from '@/lib/mail/html';
import { markdownToMailHtml } from './mail-body';

const WORDS = { en: en.NewsletterIssues.mail, ar: ar.NewsletterIssues.mail };

const LIGHT =
  'body,.nl-bg{background:#f1f5f9!important}.nl-card{background:#ffffff!important;color:#1e293b!important}.nl-muted{color:#64748b!important}.nl-pre{background:#f1f5f9!important}';
const DARK =
  'body,.nl-bg{background:#0b1120!important}.nl-card{background:#111827!important;color:#e5e7eb!important}.nl-muted{color:#9ca3af!important}.nl-pre{background:#1f2937!important}a{color:#93c5fd!important}';

/** `auto` follows the mail client; the admin preview forces one. */
export type Scheme = 'auto' | 'light' | 'dark';

export const webVersionUrl = (issue: Pick<NewsletterIssue, 'slug'>, lang: IssueLanguage) =>
  `${siteUrl()}${localePath(lang, `/newsletter/issues/${issue.slug}`)}`;

type Links = { unsubscribe: string; web: string };

export function issueHtml(version: IssueVersion, lang: IssueLanguage, links: Links, scheme: Scheme = 'auto'): string {
  const words = WORDS[lang];
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const css =
    scheme === 'auto' ? `${LIGHT}@media (prefers-color-scheme: dark){${DARK}}` : scheme === 'dark' ? DARK : LIGHT;
  const colorScheme = scheme === 'auto' ? 'light dark' : scheme;
  return `<!doctype html>
<html lang="${lang}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="${colorScheme}"><meta name="supported-color-schemes" content="${colorScheme}">
<title>${escapeHtml(version.subject)}</title><style>${css}</style></head>
<body class="nl-bg" style="margin:0;padding:16px 8px;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(version.preheader)}</div>
<div class="nl-card" dir="${dir}" style="max-width:600px;margin:0 auto;padding:24px;border-radius:12px;font-family:${FONTS[lang]};font-size:16px;text-align:start;">
<p class="nl-muted" style="margin:0 0 16px;font-size:13px;"><a href="${escapeHtml(links.web)}" style="color:inherit;">${words.webVersion}</a></p>
<h1 style="font-size:26px;line-height:1.3;margin:0 0 16px;">${escapeHtml(version.subject)}</h1>
${markdownToMailHtml(version.body, siteUrl())}
<hr style="border:0;border-top:1px solid #cbd5e1;margin:24px 0 16px;">
<p class="nl-muted" style="margin:0;font-size:13px;line-height:1.6;">${words.why} <a href="${escapeHtml(links.unsubscribe)}" style="color:inherit;">${words.unsubscribe}</a></p>
</div></body></html>`;
}

/** Markdown already reads as text; both links spelled out. */
export function issueText(version: IssueVersion, lang: IssueLanguage, links: Links): string {
  const words = WORDS[lang];
  const preheader = version.preheader ? `${version.preheader}\n\n` : '';
  return `${version.subject}\n\n${preheader}${version.body}\n\n${words.webVersion}: ${links.web}\n\n--\n${words.why}\n${words.unsubscribe}: ${links.unsubscribe}\n`;
}

type Recipient = { _id: unknown; email: string; locale: string };

export function issueMail(issue: NewsletterIssue, lang: IssueLanguage, subscriber: Recipient): ComposedMail {
  const out = unsubscribeLinks(subscriber);
  const links = { unsubscribe: out.page, web: webVersionUrl(issue, lang) };
  const version = issue[lang];
  return {
    to: subscriber.email,
    subject: version.subject,
    text: issueText(version, lang, links),
    html: issueHtml(version, lang, links),
    headers: out.headers,
  };
}
