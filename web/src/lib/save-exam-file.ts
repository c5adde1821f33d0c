/** A base64 string as bytes (the API's JSON carries each file so). */
export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A JPEG the server answered, as a Blob. */
export function jpegBlob(base64: string): Blob {
  return new Blob([base64Bytes(base64)], { type: 'image/jpeg' });
}

/** Saves `blob` under `fileName` through a download link (the browser's own download, no new window). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the URL by then; a minute is ample on slow phones.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
