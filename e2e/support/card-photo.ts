// A synthetic phone photo of an ID-1 card lying at an angle on a grainy table, generated with
// core's homography: the card finder's test material (e2e/card-finder.test.ts, bench/card-finder.ts).
import sharp from 'sharp';
import { applyHomography, homography, rectQuad, type Quad } from '@core/geometry/homography';
import { warpPerspective } from '@core/geometry/warp-perspective';

export const CARD_PHOTO = { width: 2400, height: 1800 };
/** Where the card lies in the generated photo: photographed at an angle (the far side narrower), turned a little. */
export const CARD_AT: Quad = [
  { x: 520, y: 430 },
  { x: 1930, y: 520 },
  { x: 1890, y: 1430 },
  { x: 430, y: 1330 },
];
/** The card's border: a 4 mm band of this dark blue all round its edge, white inside (the finder sees grey: the band is darker than the table; a border as light as the table is a case it misses, see decision 0041). */
export const CARD_BORDER = { r: 20, g: 40, b: 110 };
export const TABLE = { r: 139, g: 107, b: 74 };

/** A card image (85.6×54 mm at 20 px/mm) with a border band (blue unless said), a header and text. */
async function cardImage(border: { r: number; g: number; b: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1712" height="1080" viewBox="0 0 85.6 54">
    <rect width="85.6" height="54" fill="rgb(${border.r},${border.g},${border.b})"/>
    <rect x="4" y="4" width="77.6" height="46" fill="#fdfdf8"/>
    <rect x="8" y="10" width="18" height="24" fill="#c5cae9"/>
    <text x="30" y="16" font-size="4" font-family="sans-serif" fill="#111">SAMPLE NAME</text>
    <text x="30" y="23" font-size="3" font-family="sans-serif" fill="#111">DOB 01/01/1990</text>
    <text x="8" y="44" font-size="4" font-family="monospace" fill="#111">1234 5678 9012</text>
  </svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

/**
 * Writes the photo as a JPEG: the card warped onto a grainy table with core's homography.
 * `scale` enlarges the whole scene (1.68 makes a 12 MP, 4032×3024 photo of the same card); `border` is the
 * card's border band (TABLE makes a card whose edge is the table's colour, one the finder misses).
 */
export async function writeCardPhoto(
  file: string,
  scale = 1,
  border = CARD_BORDER,
  at: Quad = CARD_AT,
): Promise<{ width: number; height: number; cardAt: Quad }> {
  const card = await cardImage(border);
  const width = Math.round(CARD_PHOTO.width * scale);
  const height = Math.round(CARD_PHOTO.height * scale);
  const cardAt = at.map((p) => ({ x: p.x * scale, y: p.y * scale })) as unknown as Quad;
  // For each photo pixel, where it is on the card: the photo's rectangle seen in the card's pixels.
  const photoToCard = homography(cardAt, rectQuad(card.width, card.height))!;
  const onCard = warpPerspective(card, rectQuad(width, height).map((p) => applyHomography(photoToCard, p)) as unknown as Quad, width, height);
  const out = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const c = applyHomography(photoToCard, { x: x + 0.5, y: y + 0.5 });
      const o = (y * width + x) * 3;
      if (c.x >= 0 && c.y >= 0 && c.x <= card.width && c.y <= card.height) {
        const i = (y * width + x) * 4;
        out[o] = onCard.data[i]!;
        out[o + 1] = onCard.data[i + 1]!;
        out[o + 2] = onCard.data[i + 2]!;
      } else {
        const grain = 18 * Math.sin((x * 0.8 + y * 0.3) / 9) + ((x * 7919 + y * 104729) % 13) - 6;
        out[o] = TABLE.r + grain;
        out[o + 1] = TABLE.g + grain;
        out[o + 2] = TABLE.b + grain;
      }
    }
  }
  await sharp(out, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
  return { width, height, cardAt };
}
