import type { Locale } from '@/i18n/locales';
import { ARABIC_RANGE, LATIN_RANGE } from './font-ranges';

// The site's faces, served from public/fonts/ (written by tooling/assets/fonts.ts) instead of through
// next/font: next/font preloads a layout's fonts on every page under it, so Arabic pages paid for
// English's 48 KB Inter and English pages could not preload without also preloading Arabic's
// faces. Here each locale preloads only what its own first paint draws.

type WebFont = {
  family: string;
  file: string;
  weight: string;
  unicodeRange: string;
  /** The locale whose pages fetch this file with the HTML instead of after the stylesheet. */
  preloadOn?: Locale;
};

// Kufi's Latin, minus the zero-width joiners and direction marks (U+200C–200F): the emoji on
// English pages join with U+200D, which Inter's file lacks, and must not make the browser fetch
// Kufi to look for it. Those characters draw nothing, so no face needs to hold them.
const KUFI_LATIN_RANGE = LATIN_RANGE.replace('U+2000-206F', 'U+2000-200B, U+2010-206F');
export const WEB_FONTS: readonly WebFont[] = [
  { family: 'Inter', file: 'inter-latin.woff2', weight: '100 900', unicodeRange: LATIN_RANGE, preloadOn: 'en' },
  {
    family: 'Noto Kufi Arabic',
    file: 'kufi-arabic-400.woff2',
    weight: '400',
    unicodeRange: ARABIC_RANGE,
    preloadOn: 'ar',
  },
  {
    family: 'Noto Kufi Arabic',
    file: 'kufi-arabic-700.woff2',
    weight: '700',
    unicodeRange: ARABIC_RANGE,
    preloadOn: 'ar',
  },
  {
    family: 'Noto Kufi Arabic',
    file: 'kufi-latin-400.woff2',
    weight: '400',
    unicodeRange: KUFI_LATIN_RANGE,
    preloadOn: 'ar',
  },
  {
    family: 'Noto Kufi Arabic',
    file: 'kufi-latin-700.woff2',
    weight: '700',
    unicodeRange: KUFI_LATIN_RANGE,
    preloadOn: 'ar',
  },
];

/** A file's URL, versioned by the fonts' content hash (next.config.ts): cached for a year. */
export const webFontUrl = (file: string) => `/fonts/${file}?v=${process.env.FONTS_VERSION}`;

// Until Inter arrives, text is drawn in Arial scaled to Inter's width and line metrics (the
// values next/font computed for this file), so the swap does not move the page. Latin only: where
// Arial has Arabic letters (Windows, macOS), Arabic words on English pages still get Kufi.
const INTER_FALLBACK = `@font-face{font-family:'Inter Fallback';src:local('Arial');ascent-override:89.79%;descent-override:22.36%;line-gap-override:0%;size-adjust:107.89%;unicode-range:${LATIN_RANGE}}`;

/** The @font-face rules for every face: unicode-range keeps a page from fetching faces it never draws. */
export const WEB_FONT_FACE_CSS = [
  ...WEB_FONTS.map(
    (font) =>
      `@font-face{font-family:'${font.family}';src:url(${webFontUrl(font.file)}) format('woff2');font-weight:${font.weight};font-style:normal;font-display:swap;unicode-range:${font.unicodeRange}}`,
  ),
  INTER_FALLBACK,
].join('\n');

/** The files a locale's pages preload. */
export const preloadedWebFonts = (locale: Locale) => WEB_FONTS.filter((font) => font.preloadOn === locale);
