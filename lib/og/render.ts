import 'server-only';
import sharp, { type OverlayOptions } from 'sharp';
import { logoPng, ogBackground, OG_HEIGHT, OG_WIDTH } from './background';
import { renderText, type TextBlock } from './text';

export type OgCard = { rtl: boolean; brand: string; title: string; description: string; tagline: string };

const MARGIN = 80;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;
const LOGO = 84;
const HEADER_BOTTOM = 64 + LOGO;
const FOOTER_GAP = 56; // between the tagline's baseline area and the bottom bar
const MAX_TITLE_HEIGHT = 250;
const GAP = 22;

const colors = { title: '#ffffff', brand: '#ffffff', description: '#c7d2fe', tagline: '#a3b1c6' };

/** The start edge is the right one in Arabic. */
function startX(rtl: boolean, width: number, offset = 0): number {
  return rtl ? OG_WIDTH - MARGIN - offset - width : MARGIN + offset;
}

type Fit = { sizes: number[]; maxHeight: number; color: string; bold?: boolean };

/** The largest size that fits; a long title is shortened word by word with an ellipsis; null when nothing fits. */
async function fitted(text: string, rtl: boolean, fit: Fit): Promise<TextBlock | null> {
  const style = (size: number) => ({ size, color: fit.color, bold: fit.bold, width: TEXT_WIDTH, rtl });
  const full = text.trim();
  for (const size of fit.sizes) {
    const block = await renderText(full, style(size));
    if (block.height <= fit.maxHeight) return block;
  }
  const smallest = fit.sizes[fit.sizes.length - 1];
  let words = full.split(/\s+/);
  while (words.length > 1) {
    words = words.slice(0, Math.floor(words.length * 0.8));
    const block = await renderText(`${words.join(' ')}…`, style(smallest));
    if (block.height <= fit.maxHeight) return block;
  }
  return null;
}

/** 1200×630: background, logo and brand, title, description, tagline. */
export async function renderOgImage(card: OgCard): Promise<Buffer> {
  const { rtl } = card;
  const [background, logo, brand, tagline, title] = await Promise.all([
    ogBackground(rtl),
    logoPng(LOGO),
    renderText(card.brand, { size: 40, color: colors.brand, bold: true, width: 600, rtl }),
    renderText(card.tagline, { size: 26, color: colors.tagline, width: TEXT_WIDTH, rtl }),
    fitted(card.title, rtl, { sizes: [68, 60, 52, 44], maxHeight: MAX_TITLE_HEIGHT, color: colors.title, bold: true }),
  ]);
  if (!title) throw new Error('The title does not fit the image');
  const taglineTop = OG_HEIGHT - FOOTER_GAP - tagline.height;
  const area = { top: HEADER_BOTTOM + 24, bottom: taglineTop - 24 };
  const description = await fitted(card.description, rtl, {
    sizes: [30],
    maxHeight: area.bottom - area.top - title.height - GAP,
    color: colors.description,
  });
  const blockHeight = title.height + (description ? GAP + description.height : 0);
  const titleTop = Math.round(area.top + Math.max(0, (area.bottom - area.top - blockHeight) / 2));

  const layers: OverlayOptions[] = [
    { input: logo, top: 64, left: startX(rtl, LOGO) },
    {
      input: brand.data,
      top: Math.round(64 + (LOGO - brand.height) / 2),
      left: startX(rtl, brand.width, LOGO + 24),
    },
    { input: title.data, top: titleTop, left: startX(rtl, title.width) },
    { input: tagline.data, top: taglineTop, left: startX(rtl, tagline.width) },
  ];
  if (description) {
    layers.push({
      input: description.data,
      top: titleTop + title.height + GAP,
      left: startX(rtl, description.width),
    });
  }
  return sharp(background).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
