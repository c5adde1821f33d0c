import type { IntakeFile, IntakeState } from '@core/contracts/intakes';
import type { IntakeRefusal } from './check-intake-file';
import type { IntakeFileMeta } from './intake-crypto';
import type { OpenedIntakeFile } from './open-intake-file';

/** A file opened and checked, ready to hand over, with its thumbnail (object URL; null for a PDF or where none can be drawn). */
export interface ReadyIntakeFile extends OpenedIntakeFile {
  thumbnail: string | null;
}

/**
 * A file in the operator's queue: the server's entry (sizes and counts, its sealed description) and what this
 * browser made of it.
 * - `arriving`: not all of it is on the server yet (or it waits its turn to be fetched);
 * - `opening`: being fetched and opened;
 * - `ready`: opened and checked, offered to the screens it fits;
 * - `refused`: opened but failing a check, or not opening under its key: listed with the reason;
 * - `failed`: a chunk could not be fetched (the connection): tried again on demand.
 */
export interface QueuedIntakeFile {
  entry: IntakeFile;
  /** Its description once opened (name, type, size, the customer's name); null before, or when it does not open. */
  description: IntakeFileMeta | null;
  phase: 'arriving' | 'opening' | 'ready' | 'refused' | 'failed';
  refusal: IntakeRefusal | null;
  ready: ReadyIntakeFile | null;
  error: unknown;
}

/**
 * - `starting`: the intake is being opened (or the tab's intake read back after a reload);
 * - `open`: the phone can send (until expiresAt) and the files are fetched as they come;
 * - `closed`: it closed by itself (expired and swept): what was opened stays listed, nothing more comes;
 * - `failed`: it could not be opened or read back (`error`);
 * - `ended`: the operator closed it.
 */
type IntakeStatus = 'starting' | 'open' | 'closed' | 'failed' | 'ended';

export interface IntakeQueue {
  status: IntakeStatus;
  intake: Omit<IntakeState, 'files'> | null;
  /** In the order the phone sent them. */
  files: QueuedIntakeFile[];
  error: unknown;
}

export type IntakeQueueAction =
  | { type: 'starting' }
  | { type: 'failed'; error: unknown }
  | { type: 'state'; state: IntakeState }
  | { type: 'closed' }
  | { type: 'ended' }
  | { type: 'file-described'; id: string; description: IntakeFileMeta }
  | { type: 'file-opening'; id: string }
  | { type: 'file-ready'; id: string; ready: ReadyIntakeFile }
  | { type: 'file-refused'; id: string; reason: IntakeRefusal }
  | { type: 'file-failed'; id: string; error: unknown }
  | { type: 'file-retry'; id: string }
  | { type: 'file-removed'; id: string };

export const initialIntakeQueue: IntakeQueue = { status: 'starting', intake: null, files: [], error: null };

const queued = (entry: IntakeFile): QueuedIntakeFile => ({ entry, description: null, phase: 'arriving', refusal: null, ready: null, error: null });

/** A file this browser has finished with: opened, or refused. */
const isSettled = (file: QueuedIntakeFile) => file.phase === 'ready' || file.phase === 'refused';

/**
 * Whether the operator may take a file off the queue (decision 0105): one still arriving (its phone may have
 * stopped), or one that failed or was refused. One opened, or being opened, stays.
 */
export const isRemovable = (file: QueuedIntakeFile) =>
  (file.phase === 'arriving' && !file.entry.complete) || file.phase === 'failed' || file.phase === 'refused';

/** What the browser does next for a file: open its description, then, once all of it is on the server, the file. */
export function nextIntakeWork(file: QueuedIntakeFile): 'describe' | 'open' | null {
  if (file.phase === 'refused' || file.phase === 'failed' || file.phase === 'opening' || file.phase === 'ready') return null;
  if (file.description === null) return 'describe';
  return file.entry.complete ? 'open' : null;
}

function withFile(queue: IntakeQueue, id: string, change: (file: QueuedIntakeFile) => QueuedIntakeFile): IntakeQueue {
  if (!queue.files.some((file) => file.entry.id === id)) return queue;
  return { ...queue, files: queue.files.map((file) => (file.entry.id === id ? change(file) : file)) };
}

/**
 * The queue of files from the phone (docs/decisions/0095-files-from-the-customers-phone.md). The server's state (at
 * connect and after every change) is merged with what the browser made of each file, which a later state never
 * undoes: a file once opened stays opened. A state of another intake starts the list afresh.
 */
export function intakeQueueReducer(queue: IntakeQueue, action: IntakeQueueAction): IntakeQueue {
  switch (action.type) {
    case 'starting':
      return initialIntakeQueue;
    case 'failed':
      return { ...queue, status: 'failed', error: action.error };
    case 'state': {
      // After it closed (or was closed), nothing the server said before counts.
      if (queue.status === 'closed' || queue.status === 'ended') return queue;
      const { files: entries, ...intake } = action.state;
      const known = queue.intake?.id === intake.id ? new Map(queue.files.map((file) => [file.entry.id, file])) : new Map<string, QueuedIntakeFile>();
      const files = [...entries]
        .sort((a, b) => a.seq - b.seq)
        .map((entry) => {
          const file = known.get(entry.id);
          return file ? { ...file, entry } : queued(entry);
        });
      return { status: 'open', intake, files, error: null };
    }
    case 'closed':
      if (queue.status === 'ended') return queue;
      // What was not fetched before it closed is gone from the server.
      return { ...queue, status: 'closed', files: queue.files.filter(isSettled) };
    case 'ended':
      return { ...initialIntakeQueue, status: 'ended' };
    case 'file-described':
      return withFile(queue, action.id, (file) => ({ ...file, description: action.description }));
    case 'file-opening':
      return withFile(queue, action.id, (file) => ({ ...file, phase: 'opening', error: null }));
    case 'file-ready':
      return withFile(queue, action.id, (file) => ({ ...file, phase: 'ready', ready: action.ready, refusal: null, error: null }));
    case 'file-refused':
      return withFile(queue, action.id, (file) => ({ ...file, phase: 'refused', refusal: action.reason, ready: null }));
    case 'file-failed':
      return withFile(queue, action.id, (file) => ({ ...file, phase: 'failed', error: action.error }));
    case 'file-retry':
      return withFile(queue, action.id, (file) => (file.phase === 'failed' ? { ...file, phase: 'arriving', error: null } : file));
    case 'file-removed':
      return { ...queue, files: queue.files.filter((file) => file.entry.id !== action.id) };
  }
}
