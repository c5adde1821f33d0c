import { createRequire } from 'node:module';
import sharp from 'sharp';

/**
 * The brand as a picture, for a brand the PDF's standard fonts cannot write (Devanagari, ₹: decision
 * 0056): shaped by Pango and HarfBuzz through sharp, in Noto Sans Devanagari Bold (SIL Open Font
 * License, from the npm package @expo-google-fonts/noto-sans-devanagari; Latin letters fall back to
 * the system's sans-serif). Black on transparent, `PX_PER_EM` pixels to the em.
 */
export interface BrandRaster {
  png: Buffer;
  /** Its size in ems of the font. */
  widthEm: number;
  heightEm: number;
}

const PX_PER_EM = 96;
const FONT_FILE = createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');
/** The font's descender over its ascender plus descender (hhea 896 and 408 of 1000): how much of a line is below the baseline. */
export const BRAND_DESCENT_SHARE = 408 / (896 + 408);

const rasters = new Map<string, Promise<BrandRaster>>();
const MAX_RASTERS = 8;

const escapeMarkup = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function render(text: string): Promise<BrandRaster> {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#000000">${escapeMarkup(text)}</span>`,
      font: `Noto Sans Devanagari Bold ${PX_PER_EM}`,
      fontfile: FONT_FILE,
      rgba: true,
      dpi: 72,
      wrap: 'none',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  // Fail closed: a brand that drew nothing would leave a free sheet without it.
  const { channels } = await sharp(data).stats();
  if (!channels[3] || channels[3].max === 0) throw new Error('the brand did not render: no usable font for the watermark');
  return { png: data, widthEm: info.width / PX_PER_EM, heightEm: info.height / PX_PER_EM };
}

/** The brand's picture, rendered once per text and kept. */
export function brandRaster(text: string): Promise<BrandRaster> {
  let raster = rasters.get(text);
  if (!raster) {
    raster = render(text);
    raster.catch(() => rasters.delete(text));
    if (rasters.size >= MAX_RASTERS) rasters.delete(rasters.keys().next().value!);
    rasters.set(text, raster);
  }
  return raster;
}
