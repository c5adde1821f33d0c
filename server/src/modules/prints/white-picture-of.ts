// Placeholder until the measured rule lands from its own branch (docs/decisions/0057): never the same photo.
export async function isWhitePictureOf(_crop: Buffer, _picture: Buffer): Promise<boolean> {
  return false;
}
