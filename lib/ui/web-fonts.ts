import type { Locale } from '@/i18n/locales';
import { ARABIC_RANGE, LATIN_RANGE } from './font-ranges';

// From public/fonts/, not next/font (which preloads a layout's fonts everywhere): each locale preloads its own.

type WebFont = {
  family: string;
  file: string;
  weight: string;
  unicodeRange: string;
  /** Its pages fetch it with the HTML instead of after the stylesheet. */
  preloadOn?: Locale;
};

// Kufi's Latin without U+200C–200F: emoji joiners on English pages must not make the browser fetch Kufi.
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

/** Versioned by content hash (next.config.ts): cached for a year. */
export const webFontUrl = (file: string) => `/fonts/${file}?v=${process.env.FONTS_VERSION}`;

// Until Inter arrives, Arial scaled to Inter's metrics keeps the swap from moving the page (Latin only).
const INTER_FALLBACK = `@font-face{font-family:'Inter Fallback';src:local('Arial');ascent-override:89.79%;descent-override:22.36%;line-gap-override:0%;size-adjust:107.89%;unicode-range:${LATIN_RANGE}}`;

/** unicode-range keeps a page from fetching faces it never draws. */
export const WEB_FONT_FACE_CSS = [
  ...WEB_FONTS.map(
    (font) =>
      `@font-face{font-family:'${font.family}';src:url(${webFontUrl(font.file)}) format('woff2');font-weight:${font.weight};font-style:normal;font-display:swap;unicode-range:${font.unicodeRange}}`,
  ),
  INTER_FALLBACK,
].join('\n');

export const preloadedWebFonts = (locale: Locale) => WEB_FONTS.filter((font) => font.preloadOn === locale);
