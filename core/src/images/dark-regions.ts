/** One 8-connected region of a mask: its label in `labels`, bounding box, pixel count, and whether it touches the picture's edge. */
export interface Region {
  label: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  pixels: number;
  touchesEdge: boolean;
}

/**
 * The 8-connected regions of the pixels `mask` marks (non-zero), by a flood fill with its own stack (no
 * recursion: a table's region can hold most of the picture). `labels` gives each marked pixel its region's
 * label (from 1; 0 unmarked). Used by the e-Aadhaar card finder and the ink on paper (decision 0082).
 */
export function regionsOf(mask: Uint8Array, width: number, height: number): { regions: Region[]; labels: Int32Array } {
  const labels = new Int32Array(mask.length);
  const stack = new Int32Array(mask.length);
  const regions: Region[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || labels[start] !== 0) continue;
    const region: Region = { label: regions.length + 1, left: width, top: height, right: -1, bottom: -1, pixels: 0, touchesEdge: false };
    let top = 0;
    stack[top++] = start;
    labels[start] = region.label;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      region.pixels += 1;
      if (x < region.left) region.left = x;
      if (x > region.right) region.right = x;
      if (y < region.top) region.top = y;
      if (y > region.bottom) region.bottom = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) region.touchesEdge = true;
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (mask[j] && labels[j] === 0) {
            labels[j] = region.label;
            stack[top++] = j;
          }
        }
      }
    }
    regions.push(region);
  }
  return { regions, labels };
}

/**
 * Whether a dark region is the surface around the paper (a table, the photo's dark edge) rather than ink: it
 * touches the picture's edge, spans at least a sixth of the picture one way, and fills at least 40 % of its own
 * bounding box. A stroke that runs off the edge is thin and fills little of its box; a table is solid.
 */
export function isSurroundingSurface(region: Region, width: number, height: number): boolean {
  if (!region.touchesEdge) return false;
  const boxWidth = region.right - region.left + 1;
  const boxHeight = region.bottom - region.top + 1;
  if (boxWidth < width / 6 && boxHeight < height / 6) return false;
  return region.pixels >= 0.4 * boxWidth * boxHeight;
}
