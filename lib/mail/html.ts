export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// System fonts only, none fetched; the Arabic stack starts with fonts that carry Arabic on each platform.
export const MAIL_FONTS = {
  en: "-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif",
  ar: "'Noto Kufi Arabic','Noto Naskh Arabic','Geeza Pro','Segoe UI',Tahoma,Arial,sans-serif",
} as const;

/** Plain text as HTML, one `dir="auto"` block per line, so Arabic lines read right to left. */
export function textAsHtml(text: string, lang?: 'en' | 'ar'): string {
  const lines = text
    .split('\n')
    .map((line) => (line.trim() ? `<div dir="auto">${escapeHtml(line)}</div>` : '<br>'))
    .join('\n');
  const attrs = lang ? ` lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"` : ' dir="auto"';
  return `<!doctype html>
<html${attrs}><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="margin:0;padding:16px;font-family:${lang === 'ar' ? MAIL_FONTS.ar : `${MAIL_FONTS.en.replace(/,sans-serif$/, '')},${MAIL_FONTS.ar}`};font-size:15px;line-height:1.6;">
${lines}
</body></html>`;
}
