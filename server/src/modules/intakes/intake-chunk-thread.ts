// The thread that stores phones' chunks (docs/decisions/0097-intake-chunks-in-a-thread-of-low-priority.md): its own
// database connection, its own heap, and the lowest CPU priority the system gives a thread (set by its start in
// intake-chunk-writer.ts), so the chunk's work (the statements, the bytes' way to the database, the garbage they
// leave) takes the cores only when the prints do not want them. One message in, one answer out, per chunk.
import { parentPort, workerData } from 'node:worker_threads';
import type { DatabaseTarget } from '../../config/env';
import { createDatabase } from '../../db/create-database';
import { receiveIntakeChunk } from './receive-intake-file';
import { chunkAnswerOf, type ChunkAnswer, type ChunkRequest } from './intake-chunk-answer';

const { target } = workerData as { target: DatabaseTarget };
const database = createDatabase(target);

parentPort!.on('message', (message: ChunkRequest | 'close') => {
  if (message === 'close') {
    void database.close().finally(() => parentPort!.close());
    return;
  }
  const { id, ids, seq, data, now } = message;
  receiveIntakeChunk(database, ids, seq, Buffer.from(data), now).then(
    (result) => parentPort!.postMessage({ id, result } satisfies ChunkAnswer),
    (error: unknown) => parentPort!.postMessage(chunkAnswerOf(id, error)),
  );
});
