import { describe, expect, it } from 'vitest';
import { keptExamWorkOf, readKeptExamWork, type KeptExamWork } from '../src/features/exam-files/lib/kept-exam-work';

const png = (text: string) => new Blob([text], { type: 'image/png' });
const work: KeptExamWork = {
  groupId: 'upsc',
  crops: [
    { key: 'upsc-photo+caption', png: png('photo'), width: 350, height: 350 },
    { key: 'upsc-signature#1', png: png('one'), width: 900, height: 300 },
    { key: 'upsc-signature#2', png: png('broken'), width: 900, height: 300 },
  ],
  whiteBackground: true,
  caption: { name: 'ASHA DEVI', date: '2026-11-27' },
};

describe("the exam screen's kept work (decision 0066)", () => {
  it('is nothing to keep on a fresh screen, and the whole work as soon as anything is chosen', () => {
    const fresh = { groupId: null, crops: [], whiteBackground: false, caption: { name: '', date: '2026-11-27' } };
    expect(keptExamWorkOf(fresh)).toBeNull();
    expect(keptExamWorkOf({ ...fresh, groupId: 'ssc' })).toEqual({ ...fresh, groupId: 'ssc' });
    expect(keptExamWorkOf({ ...fresh, caption: { name: 'ASHA', date: '2026-11-27' } })).not.toBeNull();
    expect(keptExamWorkOf(work)).toBe(work);
  });

  it('comes back as it was, in the order the crops were made, and a crop that cannot be opened is dropped quietly', async () => {
    const read = await readKeptExamWork(work, async (picture) => (await picture.text()) !== 'broken');
    expect(read).toEqual({ ...work, crops: [work.crops[0], work.crops[1]] });
  });

  it('leaves out what is not of the kept shape (another version, damage), and a reader that fails drops its crop', async () => {
    const damaged = {
      groupId: 7,
      crops: [
        { key: 'ssc-photo', png: 'not a blob', width: 276, height: 354 },
        { key: 'ssc-signature', png: png('s'), width: 0, height: 157 },
        null,
        work.crops[0],
      ],
      whiteBackground: 'yes',
      caption: null,
    };
    const read = await readKeptExamWork(damaged, async (picture) => {
      if ((await picture.text()) === 'photo') throw new Error('unreadable');
      return true;
    });
    expect(read).toEqual({ groupId: null, crops: [], whiteBackground: false, caption: { name: '', date: '' } });
    expect(await readKeptExamWork(undefined, async () => true)).toEqual({ groupId: null, crops: [], whiteBackground: false, caption: { name: '', date: '' } });
  });
});
