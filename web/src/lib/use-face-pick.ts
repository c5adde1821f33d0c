import { useCallback, useRef, useState } from 'react';

/**
 * A photo picked for the face-aware crop (decision 0043): the face is looked for (`find`) while the photo decodes
 * (`pick`), both off the main thread. `choose` resolves with the opened photo, or null when it failed or another
 * pick overtook it; `faceSource` is the URL of the photo the last search belongs to. `searchAgain` looks at a
 * photo already opened (a customer's, cropped again: decision 0084).
 */
export function useFacePick<P extends { url: string }>(pick: (file: File) => Promise<P | null>, find: (file: Blob) => void) {
  const [faceSource, setFaceSource] = useState<string | null>(null);
  const picks = useRef(0);
  const choose = useCallback(
    async (file: File): Promise<P | null> => {
      const mine = ++picks.current;
      find(file);
      const opened = await pick(file);
      if (mine !== picks.current) return null;
      setFaceSource(opened?.url ?? null);
      return opened;
    },
    [pick, find],
  );
  const searchAgain = useCallback(
    (photo: { blob: Blob; url: string }) => {
      picks.current += 1;
      find(photo.blob);
      setFaceSource(photo.url);
    },
    [find],
  );
  return { choose, searchAgain, faceSource };
}
