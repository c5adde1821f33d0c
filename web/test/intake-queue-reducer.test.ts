import { describe, expect, it } from 'vitest';
import type { IntakeFile, IntakeState } from '@core/contracts/intakes';
import {
  initialIntakeQueue,
  intakeQueueReducer,
  isRemovable,
  nextIntakeWork,
  type IntakeQueue,
  type IntakeQueueAction,
  type ReadyIntakeFile,
} from '../src/lib/intake/intake-queue-reducer';
import { intakeEntry } from './support/intake-entry';

const entry = intakeEntry;

const state = (files: IntakeFile[], id = 'intake-a'): IntakeState => ({
  id,
  code: '7K3M-Q9XD',
  expiresAt: '2026-03-01T10:30:00.000Z',
  phoneSeen: true,
  files,
});

const description = { name: 'photo.jpg', type: 'image/jpeg', bytes: 600_000, customer: 'Asha' };
const ready: ReadyIntakeFile = { file: new File(['x'], 'photo.jpg', { type: 'image/jpeg' }), kind: 'image', width: 10, height: 10, thumbnail: 'blob:thumb' };

const run = (actions: IntakeQueueAction[], from: IntakeQueue = initialIntakeQueue) => actions.reduce(intakeQueueReducer, from);

describe('the queue of files from the phone (docs/decisions/0095-files-from-the-customers-phone.md)', () => {
  it('starts waiting for the intake, and lists its files in the order the phone sent them', () => {
    expect(initialIntakeQueue.status).toBe('starting');
    const queue = run([{ type: 'state', state: state([entry('b', 2), entry('a', 1)]) }]);
    expect(queue.status).toBe('open');
    expect(queue.intake).toEqual({ id: 'intake-a', code: '7K3M-Q9XD', expiresAt: '2026-03-01T10:30:00.000Z', phoneSeen: true });
    expect(queue.files.map((file) => file.entry.id)).toEqual(['a', 'b']);
    expect(queue.files.every((file) => file.phase === 'arriving' && file.description === null)).toBe(true);
  });

  it('keeps what the browser made of a file when the server says more, and takes the new counts', () => {
    const queue = run([
      { type: 'state', state: state([entry('a', 1)]) },
      { type: 'file-described', id: 'a', description },
      { type: 'state', state: state([entry('a', 1, { received: 3, complete: true }), entry('b', 2)]) },
    ]);
    expect(queue.files[0]!.description).toEqual(description);
    expect(queue.files[0]!.entry.received).toBe(3);
    expect(queue.files[0]!.entry.complete).toBe(true);
    expect(queue.files[1]!.entry.id).toBe('b');
  });

  it('says what to do next for a file: its description, then the file once all of it is there, then nothing', () => {
    const listed = run([{ type: 'state', state: state([entry('a', 1)]) }]);
    expect(nextIntakeWork(listed.files[0]!)).toBe('describe');
    const described = intakeQueueReducer(listed, { type: 'file-described', id: 'a', description });
    expect(nextIntakeWork(described.files[0]!)).toBeNull();
    const complete = intakeQueueReducer(described, { type: 'state', state: state([entry('a', 1, { received: 3, complete: true })]) });
    expect(nextIntakeWork(complete.files[0]!)).toBe('open');
    const opening = intakeQueueReducer(complete, { type: 'file-opening', id: 'a' });
    expect(opening.files[0]!.phase).toBe('opening');
    expect(nextIntakeWork(opening.files[0]!)).toBeNull();
    const done = intakeQueueReducer(opening, { type: 'file-ready', id: 'a', ready });
    expect(done.files[0]!.phase).toBe('ready');
    expect(done.files[0]!.ready).toBe(ready);
    expect(nextIntakeWork(done.files[0]!)).toBeNull();
  });

  it('lists a refused file with its reason; a failed download is tried again on demand only', () => {
    const base = run([
      { type: 'state', state: state([entry('a', 1, { complete: true }), entry('b', 2, { complete: true })]) },
      { type: 'file-described', id: 'a', description },
      { type: 'file-described', id: 'b', description },
      { type: 'file-refused', id: 'a', reason: 'type' },
      { type: 'file-failed', id: 'b', error: new Error('offline') },
    ]);
    expect(base.files[0]).toMatchObject({ phase: 'refused', refusal: 'type', ready: null });
    expect(base.files[1]!.phase).toBe('failed');
    expect(base.files.map(nextIntakeWork)).toEqual([null, null]);
    const again = intakeQueueReducer(base, { type: 'file-retry', id: 'b' });
    expect(again.files[1]).toMatchObject({ phase: 'arriving', error: null });
    expect(nextIntakeWork(again.files[1]!)).toBe('open');
    // Retry is for a failed file only.
    expect(intakeQueueReducer(base, { type: 'file-retry', id: 'a' }).files[0]).toBe(base.files[0]);
  });

  it('ignores news of a file it does not list', () => {
    const queue = run([{ type: 'state', state: state([entry('a', 1)]) }]);
    expect(intakeQueueReducer(queue, { type: 'file-ready', id: 'gone', ready })).toBe(queue);
  });

  it('closed by the server: the files opened stay, the others are gone, and no later state reopens it', () => {
    const queue = run([
      { type: 'state', state: state([entry('a', 1, { complete: true }), entry('b', 2)]) },
      { type: 'file-described', id: 'a', description },
      { type: 'file-ready', id: 'a', ready },
      { type: 'closed' },
    ]);
    expect(queue.status).toBe('closed');
    expect(queue.files.map((file) => file.entry.id)).toEqual(['a']);
    expect(intakeQueueReducer(queue, { type: 'state', state: state([entry('a', 1)]) })).toBe(queue);
  });

  it('closed by the operator: nothing is kept; a new intake starts afresh', () => {
    const ended = run([{ type: 'state', state: state([entry('a', 1)]) }, { type: 'ended' }]);
    expect(ended).toEqual({ ...initialIntakeQueue, status: 'ended' });
    expect(intakeQueueReducer(ended, { type: 'closed' })).toBe(ended);
    const fresh = run([{ type: 'starting' }, { type: 'state', state: state([], 'intake-b') }], ended);
    expect(fresh.status).toBe('open');
    expect(fresh.intake?.id).toBe('intake-b');
  });

  it('a state of another intake replaces the list instead of merging into it', () => {
    const queue = run([
      { type: 'state', state: state([entry('a', 1)]) },
      { type: 'file-described', id: 'a', description },
      { type: 'state', state: state([entry('a', 1)], 'intake-b') },
    ]);
    expect(queue.files[0]!.description).toBeNull();
  });

  it('an intake that could not be opened says why', () => {
    const error = new Error('offline');
    expect(run([{ type: 'failed', error }])).toMatchObject({ status: 'failed', error });
  });

  it('a file removed leaves the list at once, and the other files keep what was made of them', () => {
    const queue = run([
      { type: 'state', state: state([entry('a', 1), entry('b', 2, { complete: true, received: 3 })]) },
      { type: 'file-described', id: 'b', description },
      { type: 'file-ready', id: 'b', ready },
      { type: 'file-removed', id: 'a' },
    ]);
    expect(queue.files.map((file) => file.entry.id)).toEqual(['b']);
    expect(queue.files[0]!.phase).toBe('ready');
    // A late answer about the removed file changes nothing.
    expect(run([{ type: 'file-failed', id: 'a', error: new Error('gone') }], queue)).toBe(queue);
  });

  it('a file may be removed while it arrives, or once it failed or was refused; not once complete, opening or opened', () => {
    const queue = run([{ type: 'state', state: state([entry('a', 1), entry('b', 2, { complete: true, received: 3 }), entry('c', 3), entry('d', 4)]) }]);
    const after = run(
      [
        { type: 'file-described', id: 'b', description },
        { type: 'file-ready', id: 'b', ready },
        { type: 'file-failed', id: 'c', error: new Error('cut off') },
        { type: 'file-refused', id: 'd', reason: 'type' },
      ],
      queue,
    );
    expect(queue.files.map(isRemovable)).toEqual([true, false, true, true]);
    expect(after.files.map(isRemovable)).toEqual([true, false, true, true]);
    expect(isRemovable({ ...after.files[0]!, phase: 'opening' })).toBe(false);
  });
});
