// The text rules the site and its seed script share: the site's code (lib/text/normalize.ts,
// lib/posts/language.ts) and server/seed.ts, which Node runs without a build step, import this one
// copy. So it imports nothing: Node would need each relative import to name its .ts file, which the
// site's code does not.

// Search text that matches the way people type: case, accents and Arabic spelling variants
// (diacritics, tatweel, hamza seats on alef/waw/yaa, taa marbuta, alif maqsura) are folded away.
// The same function builds the stored field and the query, so both sides always agree.
const ALEF_VARIANTS = /[\u0671\u0672\u0673\u0675]/g; // alef wasla and other seats NFKD leaves alone
const COMBINING_MARKS = /\p{Mn}/gu; // Arabic harakat, shadda, sukun, superscript alef, Latin accents
const TATWEEL = /\u0640/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normalizeSearchText(input: string): string {
  return (
    input
      .toLowerCase()
      // NFKD splits أ إ آ ؤ ئ into a base letter plus a hamza/madda mark, and presentation forms
      // into plain letters, so stripping marks unifies them.
      .normalize('NFKD')
      .replace(COMBINING_MARKS, '')
      .replace(TATWEEL, '')
      .replace(ALEF_VARIANTS, 'ا')
      .replace(/ة/g, 'ه')
      .replace(/ى/g, 'ي')
      .replace(/ی/g, 'ي') // Persian yeh, common on Arabic keyboards in some regions
      .replace(/ک/g, 'ك')
      .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) & 0xf))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A slug from a title, without the random suffix the server adds when none is chosen. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(TATWEEL, '')
    .replace(/[^a-z0-9\u0621-\u064A\u0660-\u0669\u0671-\u06D3]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
