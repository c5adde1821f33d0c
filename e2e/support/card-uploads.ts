import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';

/** One part of a multipart/form-data body: a field or a file. */
export interface Part {
  name: string;
  filename: string | null;
  type: string | null;
  body: Buffer;
}

/** The parts of a multipart/form-data body. */
export function multipartParts(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!boundary) throw new Error(`not multipart: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2); // after CRLF, before CRLF
    const split = chunk.indexOf('\r\n\r\n');
    const head = chunk.subarray(0, split).toString('latin1');
    parts.push({
      name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
      filename: /filename="([^"]*)"/.exec(head)?.[1] ?? null,
      type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim() ?? null,
      body: chunk.subarray(split + 4),
    });
    start = next;
  }
  return parts;
}

/**
 * Every request the page sends with a body, kept for checking what left the browser. Routed, so
 * the whole body is seen (multipart uploads included), then sent on unchanged.
 */
export async function recordUploads(page: Page): Promise<Array<{ request: Request; body: Buffer }>> {
  const sent: Array<{ request: Request; body: Buffer }> = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    if (body) sent.push({ request, body });
    await route.continue();
  });
  return sent;
}

/** The average colour of a band of a JPEG, between two heights given as fractions of it, over its middle 60 %. */
export async function bandColour(jpeg: Buffer, from: number, to: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(info.height * from); y < Math.round(info.height * to); y += 1) {
    for (let x = Math.round(info.width * 0.2); x < Math.round(info.width * 0.8); x += 1) {
      for (let c = 0; c < 3; c += 1) sum[c]! += data[(y * info.width + x) * 3 + c]!;
      n += 1;
    }
  }
  return [sum[0]! / n, sum[1]! / n, sum[2]! / n];
}
