import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderOgImage, type OgCard } from '@/lib/og/render';
import { escapeMarkup } from '@/lib/og/text';

const english: OgCard = {
  rtl: false,
  brand: 'Sahla',
  title: 'AI desktop assistant',
  description: 'Sahla carries out natural-language instructions on your computer: 99.9% accuracy, 50+ languages.',
  tagline: 'Your computer, at your word.',
};
const arabic: OgCard = {
  rtl: true,
  brand: 'سهلة',
  title: 'مساعد ذكي لسطح المكتب',
  description: 'سهلة مساعد ذكي لسطح المكتب من الدار البيضاء، ينفّذ تعليماتك بأكثر من 50 لغة.',
  tagline: 'حاسوبك رهن كلمتك.',
};

// OG_PREVIEW_DIR=/tmp/og npx jest og-render keeps the images for a look.
function keep(name: string, png: Buffer) {
  if (process.env.OG_PREVIEW_DIR) writeFileSync(path.join(process.env.OG_PREVIEW_DIR, name), png);
}

async function pngInfo(png: Buffer) {
  const meta = await sharp(png).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('Open Graph image renderer', () => {
  test('renders an English card as a 1200×630 PNG', async () => {
    const png = await renderOgImage(english);
    keep('en.png', png);
    expect(await pngInfo(png)).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  test('renders an Arabic card, right to left, as a 1200×630 PNG', async () => {
    const png = await renderOgImage(arabic);
    keep('ar.png', png);
    expect(await pngInfo(png)).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  test('title text that looks like markup is drawn, not parsed', async () => {
    const png = await renderOgImage({ ...english, title: 'R&D <b>tips</b> & "quotes" for <span>' });
    keep('markup.png', png);
    expect(await pngInfo(png)).toEqual({ format: 'png', width: 1200, height: 630 });
    expect(escapeMarkup('a & <b>')).toBe('a &amp; &lt;b&gt;');
  });

  test('a very long title and description still fit the card', async () => {
    const long = 'كيف يغيّر الذكاء الاصطناعي طريقة عملنا على الحاسوب كل يوم في المغرب والعالم العربي وما بعده '.repeat(
      3,
    );
    const png = await renderOgImage({ ...arabic, title: long, description: long.repeat(3) });
    keep('long.png', png);
    expect(await pngInfo(png)).toEqual({ format: 'png', width: 1200, height: 630 });
  });

  test('the English and Arabic cards differ (the text is really drawn)', async () => {
    const [en, ar] = await Promise.all([renderOgImage(english), renderOgImage(arabic)]);
    const [a, b] = await Promise.all([sharp(en).raw().toBuffer(), sharp(ar).raw().toBuffer()]);
    expect(a.equals(b)).toBe(false);
  });
});
