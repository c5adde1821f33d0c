import { useCallback, useMemo } from 'react';
import type { KeptStore } from '../../../lib/kept-store';
import { useKeptStudioState, type KeptStudioState } from '../../../lib/use-kept-studio-state';
import type { ExamCaptionValues } from '../lib/exam-caption-form';
import { keptExamWorkName, keptExamWorkOf, readKeptExamWork, type KeptExamWork } from '../lib/kept-exam-work';
import type { ExamCrops } from './use-exam-crops';

interface KeptExamWorkOptions {
  /** The signed-in user's uid (the page reads the session), or null while it is not known: nothing is read or kept. */
  uid: string | null;
  crops: Pick<ExamCrops, 'crops' | 'restore' | 'clear'>;
  choice: { chosenId: string | null; choose: (groupId: string | null) => void };
  caption: { values: ExamCaptionValues; restore: (values: ExamCaptionValues) => void; reset: () => void };
  white: { on: boolean; setOn: (on: boolean) => void };
  /** Where it is kept: the browser's IndexedDB in the app, a Map in tests. */
  store?: KeptStore<KeptStudioState<KeptExamWork>>;
  /** Whether a kept PNG can still be opened; replaceable in tests. */
  canRead?: (png: Blob) => Promise<boolean>;
}

export interface KeptExamWorkState {
  /** Whether what was kept has been read (and, if it was this user's, brought back). */
  read: boolean;
  /** Whether the screen holds any work to keep (an exam chosen, a crop, the switch on, a caption name): Start over is offered. */
  hasWork: boolean;
  /** Clears the screen's work, and with it what the browser kept of it. */
  startOver: () => void;
}

/**
 * The exam screen's work kept in this browser for the signed-in user (decision 0066), as the passport studio keeps its
 * own (decision 0040): the exam chosen, every crop (files and signature parts) as uploaded, the white background switch
 * and the caption's name and date. A reload or coming back to the screen brings it back; a kept crop the browser cannot
 * open is dropped quietly. Previews and paid files are not kept. Logout forgets it (clearKeptInBrowser), Start over too.
 */
export function useKeptExamWork({ uid, crops, choice, caption, white, store, canRead }: KeptExamWorkOptions): KeptExamWorkState {
  const current = useMemo(
    () =>
      keptExamWorkOf({
        groupId: choice.chosenId,
        crops: Object.entries(crops.crops)
          .sort(([, a], [, b]) => a.id - b.id)
          .map(([key, crop]) => ({ key, png: crop.png, width: crop.width, height: crop.height })),
        whiteBackground: white.on,
        caption: caption.values,
      }),
    [choice.chosenId, crops.crops, white.on, caption.values],
  );

  const { restore: restoreCrops, clear: clearCrops } = crops;
  const { choose } = choice;
  const { restore: restoreCaption, reset: resetCaption } = caption;
  const { setOn: setWhite } = white;
  const restore = useCallback(
    async (kept: KeptExamWork) => {
      const work = await readKeptExamWork(kept, canRead);
      restoreCrops(work.crops);
      choose(work.groupId);
      restoreCaption(work.caption);
      setWhite(work.whiteBackground);
    },
    [canRead, restoreCrops, choose, restoreCaption, setWhite],
  );
  const read = useKeptStudioState<KeptExamWork>(keptExamWorkName, uid, current, restore, store);

  const startOver = useCallback(() => {
    clearCrops();
    choose(null);
    resetCaption();
    setWhite(false);
  }, [clearCrops, choose, resetCaption, setWhite]);

  return { read, hasWork: current !== null, startOver };
}
