/** One connected region of a mask: its pixels' indices, its bounding box, and whether it touches the picture's edge. */
export interface Region {
  pixels: number[];
  left: number;
  top: number;
  right: number;
  bottom: number;
  touchesEdge: boolean;
}

/**
 * The 8-connected regions of the pixels `mask` marks (non-zero), found by a flood fill that keeps its own stack
 * (no recursion: a table's region can hold most of the picture).
 */
export function regionsOf(mask: Uint8Array, width: number, height: number): Region[] {
  const seen = new Uint8Array(mask.length);
  const regions: Region[] = [];
  const stack: number[] = [];
  for (let start = 0; start < mask.length; start += 1) {
    if (!mask[start] || seen[start]) continue;
    const region: Region = { pixels: [], left: width, top: height, right: -1, bottom: -1, touchesEdge: false };
    seen[start] = 1;
    stack.push(start);
    while (stack.length > 0) {
      const i = stack.pop()!;
      region.pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
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
          if (mask[j] && !seen[j]) {
            seen[j] = 1;
            stack.push(j);
          }
        }
      }
    }
    regions.push(region);
  }
  return regions;
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
  return region.pixels.length >= 0.4 * boxWidth * boxHeight;
}
