/** Width of the page picture shown on screen (the outlines' coordinates stay those of the 300 dpi page). */
const SCREEN_PAGE_WIDTH = 1240;

/** An object URL of a lighter JPEG copy of the rendered page, for the screen. */
export async function screenCopyUrl(canvas: HTMLCanvasElement): Promise<string> {
  const scale = Math.min(1, SCREEN_PAGE_WIDTH / canvas.width);
  const copy = document.createElement('canvas');
  copy.width = Math.round(canvas.width * scale);
  copy.height = Math.round(canvas.height * scale);
  const context = copy.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, copy.width, copy.height);
  const blob = await new Promise<Blob | null>((resolve) => copy.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) throw new Error('JPEG encoding failed');
  return URL.createObjectURL(blob);
}
