// Shared with server/seed.ts, which Node runs without a build: so this file imports nothing.

// Search text folds case, accents and Arabic spelling variants (diacritics, tatweel, hamza seats, taa marbuta, alif maqsura).
const ALEF_VARIANTS = /[\u0671\u0672\u0673\u0675]/g; // alef wasla and other seats NFKD leaves alone
const COMBINING_MARKS = /\p{Mn}/gu; // Arabic harakat, shadda, sukun, superscript alef, Latin accents
const TATWEEL = /\u0640/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normalizeSearchText(input: string): string {
  return (
    input
      .toLowerCase()
      // NFKD splits hamza and madda letters into base plus mark, and presentation forms into plain letters.
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

/** Without the random suffix the server adds when none is chosen. */
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
