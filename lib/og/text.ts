import 'server-only';
import sharp from 'sharp';
import { OG_FAMILIES, ogFonts, type OgFonts } from './fonts';

export type TextBlock = { data: Buffer; width: number; height: number };

type TextStyle = {
  size: number;
  color: string;
  bold?: boolean;
  /** Pixels; longer text wraps at word boundaries. */
  width: number;
  rtl: boolean;
};

export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

let registered: Promise<OgFonts> | undefined;

/** libvips registers each `fontfile` once per process, so after one render with each face Arabic finds Inter for Latin runs. */
function registeredFonts(): Promise<OgFonts> {
  registered ??= ogFonts().then(async (fonts) => {
    for (const [key, fontfile] of Object.entries(fonts) as [keyof OgFonts, string][]) {
      await sharp({ text: { text: '.', fontfile, font: `${OG_FAMILIES[key]} 12` } })
        .raw()
        .toBuffer();
    }
    return fonts;
  });
  registered.catch(() => {
    registered = undefined;
  });
  return registered;
}

/** Shaped by HarfBuzz, laid out by Pango, as a transparent PNG. */
export async function renderText(text: string, style: TextStyle): Promise<TextBlock> {
  const fonts = await registeredFonts();
  const family = style.rtl ? `${OG_FAMILIES.arabic}, ${OG_FAMILIES.latin}` : OG_FAMILIES.latin;
  const weight = style.bold ? ' font_weight="bold"' : '';
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${style.color}"${weight}>${escapeMarkup(text)}</span>`,
      fontfile: style.rtl ? fonts.arabic : fonts.latin,
      font: `${family} ${style.size}`,
      width: style.width,
      // Pango reads 'left' as the start edge of each paragraph's own direction.
      align: 'left',
      wrap: 'word',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
