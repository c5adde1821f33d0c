import { describe, expect, it } from 'vitest';
import { examJobAgain, examJobLabelOf, keepExamJob, keptExamJobsOf, labelExamJob, MAX_KEPT_EXAM_JOBS, type KeptExamJob } from '../src/lib/kept-exam-jobs';
import { memoryStore } from '../src/lib/kept-store';

const png = (text: string) => new Blob([text], { type: 'image/png' });
const thumbnail = new Blob(['thumb'], { type: 'image/jpeg' });
const pair = () => [
  { presetId: 'ssc-photo', png: png('photo') },
  { presetId: 'ssc-signature', png: png('signature') },
];

describe('paid exam files kept in this browser for History (decision 0070)', () => {
  it('keeps the crops byte for byte with the caption, and gives them back for Download again with the job named', async () => {
    const store = memoryStore<KeptExamJob>();
    const caption = { name: 'ASHA DEVI', date: '2026-11-27' };
    await keepExamJob(store, { uid: 'u1', jobId: 'job-1', uploads: pair(), extras: { caption }, thumbnail, now: 1 });
    const again = await examJobAgain(store, 'u1', 'job-1');
    expect(again?.uploads.map((u) => u.presetId)).toEqual(['ssc-photo', 'ssc-signature']);
    expect(await Promise.all(again!.uploads.map((u) => u.png.text()))).toEqual(['photo', 'signature']);
    expect(again?.extras).toEqual({ custom: undefined, caption, again: 'job-1' });
    expect(await examJobAgain(store, 'u2', 'job-1')).toBeNull();
    expect(await examJobAgain(store, 'u1', 'job-9')).toBeNull();
  });

  it('adds a Download again to its entry (one thumbnail, one label for both rows); other crops are another entry', async () => {
    const store = memoryStore<KeptExamJob>();
    await keepExamJob(store, { uid: 'u1', jobId: 'job-1', uploads: pair(), extras: {}, thumbnail, now: 1 });
    expect(await labelExamJob(store, 'u1', 'job-1', '  Asha   Devi, Roll 42  ')).toBe(true);
    await keepExamJob(store, { uid: 'u1', jobId: 'job-2', uploads: pair(), extras: {}, thumbnail: null, now: 2 });
    const byJob = await keptExamJobsOf(store, 'u1');
    expect(byJob.get('job-2')).toBe(byJob.get('job-1'));
    expect(byJob.get('job-2')).toMatchObject({ label: 'Asha Devi, Roll 42', thumbnail, jobs: ['job-1', 'job-2'] });
    const other = [{ presetId: 'ssc-photo', png: png('another photo') }, pair()[1]!];
    await keepExamJob(store, { uid: 'u1', jobId: 'job-3', uploads: other, extras: {}, thumbnail, now: 3 });
    expect((await store.list()).length).toBe(2);
    expect(await labelExamJob(store, 'u1', 'job-404', 'x')).toBe(false);
  });

  it("forgets another user's files first, and the least recently made beyond the last 20", async () => {
    const store = memoryStore<KeptExamJob>();
    await keepExamJob(store, { uid: 'u1', jobId: 'job-a', uploads: pair(), extras: {}, thumbnail, now: 1 });
    await keepExamJob(store, { uid: 'u2', jobId: 'job-b', uploads: pair(), extras: {}, thumbnail, now: 2 });
    expect((await keptExamJobsOf(store, 'u1')).size).toBe(0);
    for (let i = 0; i < MAX_KEPT_EXAM_JOBS + 3; i += 1)
      await keepExamJob(store, { uid: 'u2', jobId: `job-${i}`, uploads: [{ presetId: 'ssc-photo', png: png(`p${i}`) }], extras: {}, thumbnail, now: 10 + i });
    const kept = await keptExamJobsOf(store, 'u2');
    expect(kept.size).toBe(MAX_KEPT_EXAM_JOBS);
    expect(kept.has('job-b')).toBe(false);
    expect(kept.has(`job-${MAX_KEPT_EXAM_JOBS + 2}`)).toBe(true);
  });

  it('keeps a label as plain text on one line, at most 60 characters', () => {
    expect(examJobLabelOf('a\n b\t c')).toBe('a b c');
    expect([...examJobLabelOf('क'.repeat(100))].length).toBe(60);
  });
});
