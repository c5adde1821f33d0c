/** Whether two blobs hold the same bytes (two nulls are the same; a null and a blob are not). */
export async function sameBytes(a: Blob | null, b: Blob | null): Promise<boolean> {
  if (a === null || b === null) return a === b;
  if (a.size !== b.size) return false;
  const [x, y] = await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
  const left = new Uint8Array(x);
  const right = new Uint8Array(y);
  for (let i = 0; i < left.length; i += 1) if (left[i] !== right[i]) return false;
  return true;
}
