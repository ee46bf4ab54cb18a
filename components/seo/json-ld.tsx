/**
 * Structured data for search engines. `<` is escaped so no text in the data (a post title, say)
 * can close the script element; JSON.parse reads \u003c back as `<`.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
