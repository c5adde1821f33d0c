import sharp from 'sharp';

/** The subject of the astronaut portrait (head and shoulders, from face-marks.json's crown and chin), white on black, its edge feathered by `feather` px. */
async function subjectMask(width: number, height: number, feather: number): Promise<Buffer> {
  const x = (v: number) => (v / 512) * width;
  const y = (v: number) => (v / 512) * height;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}"/>
  <ellipse cx="${x(222)}" cy="${y(105)}" rx="${x(80)}" ry="${y(100)}" fill="#fff"/>
  <path d="M ${x(60)} ${height} L ${x(120)} ${y(230)} L ${x(330)} ${y(230)} L ${x(400)} ${height} Z" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).greyscale().blur(feather).raw().toBuffer();
}

/**
 * The white-background picture as the browser makes it (decision 0044): white composited over the background
 * through a feathered mask, then encoded as a JPEG at quality 90 with colour at half resolution (4:2:0), as a
 * canvas's toBlob does.
 */
export async function whiteVersion(
  crop: Buffer,
  options: { feather?: number; quality?: number; darken?: (x: number, y: number) => number } = {},
): Promise<Buffer> {
  const { data, info } = await sharp(crop).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const mask = await subjectMask(info.width, info.height, options.feather ?? 3);
  const out = Buffer.alloc(info.width * info.height * 3);
  for (let i = 0; i < info.width * info.height; i += 1) {
    const alpha = mask[i]! / 255;
    const darker = options.darken ? options.darken(i % info.width, Math.floor(i / info.width)) : 0;
    for (let k = 0; k < 3; k += 1) out[i * 3 + k] = Math.max(0, Math.round(alpha * data[i * info.channels + k]! + (1 - alpha) * 255) - darker);
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: options.quality ?? 90, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
