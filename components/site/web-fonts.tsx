import { preload } from 'react-dom';
import type { Locale } from '@/i18n/locales';
import { preloadedWebFonts, WEB_FONT_FACE_CSS, webFontUrl } from '@/lib/ui/web-fonts';

/**
 * The font faces, inlined (under 2 KB, and no extra request before the first paint), with the
 * faces this locale's first paint needs preloaded: React puts those links first in <head>.
 * Rendered in <head>.
 */
export function WebFonts({ locale }: { locale: Locale }) {
  for (const font of preloadedWebFonts(locale)) {
    preload(webFontUrl(font.file), { as: 'font', type: 'font/woff2', crossOrigin: '' });
  }
  return <style>{WEB_FONT_FACE_CSS}</style>;
}
