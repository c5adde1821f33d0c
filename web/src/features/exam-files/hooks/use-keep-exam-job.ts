import { useCallback } from 'react';
import type { ExamFileUpload, ExamFilesExtras } from '../../../lib/create-exam-files';
import { examThumbnail } from '../../../lib/exam-thumbnail';
import { indexedDbStore } from '../../../lib/indexed-db-store';
import { keepExamJob, type KeptExamJob } from '../../../lib/kept-exam-jobs';

/**
 * What the exam screen calls once clean files are made (decision 0070): the crops as sent, the custom spec and
 * caption, and a small thumbnail of the first crop are kept in this browser under the job the server named, for
 * History. Failing to keep them (storage full, private mode) changes nothing about the files. The promise ends
 * when they are kept (or keeping failed).
 */
export function useKeepExamJob(uid: string | null): (paid: { jobId: string; uploads: readonly ExamFileUpload[]; extras: ExamFilesExtras }) => Promise<void> {
  return useCallback(
    async ({ jobId, uploads, extras }) => {
      if (uid === null || uploads.length === 0) return;
      const { custom, caption } = extras;
      await examThumbnail(uploads[0]!.png)
        .then((thumbnail) =>
          keepExamJob(indexedDbStore<KeptExamJob>('exam-jobs'), { uid, jobId, uploads, extras: { custom, caption }, thumbnail, now: Date.now() }),
        )
        .catch(() => undefined);
    },
    [uid],
  );
}
