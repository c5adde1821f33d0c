// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { useExamCaption } from '../src/features/exam-files/hooks/use-exam-caption';
import { useExamChoice } from '../src/features/exam-files/hooks/use-exam-choice';
import { useExamCrops } from '../src/features/exam-files/hooks/use-exam-crops';
import { useKeptExamWork } from '../src/features/exam-files/hooks/use-kept-exam-work';
import type { KeptExamWork } from '../src/features/exam-files/lib/kept-exam-work';
import { memoryStore } from '../src/lib/kept-store';
import type { KeptStudioState } from '../src/lib/use-kept-studio-state';

const png = (text: string) => new Blob([text], { type: 'image/png' });
const today = Date.UTC(2026, 10, 27, 6, 0);
const now = () => today;

async function settle() {
  for (let i = 0; i < 5; i += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The exam screen's wiring of the keeping (the white background's switch alone: the worker is not part of it). */
function mount(
  store: ReturnType<typeof memoryStore<KeptStudioState<KeptExamWork>>>,
  uid: string | null = 'u1',
  canRead = async (p: Blob) => (await p.text()) !== 'broken',
) {
  return renderHook(() => {
    const crops = useExamCrops();
    const choice = useExamChoice(seedExamPresets, crops.crops);
    const caption = useExamCaption(now);
    const [on, setOn] = useState(false);
    const kept = useKeptExamWork({ uid, crops, choice, caption, white: { on, setOn }, store, canRead });
    return { crops, choice, caption, white: on, kept };
  });
}

describe("the exam screen's work survives a reload (decision 0066)", () => {
  afterEach(cleanup);

  it('keeps the exam, every crop (signature parts included), the white background and the caption, and brings them back', async () => {
    const store = memoryStore<KeptStudioState<KeptExamWork>>();
    const first = mount(store);
    await settle();
    expect(first.result.current.kept.read).toBe(true);
    expect(first.result.current.kept.hasWork).toBe(false);
    expect(await store.get('exam-files')).toBeUndefined();

    act(() => first.result.current.choice.choose('upsc'));
    act(() => first.result.current.caption.setName('ASHA DEVI'));
    act(() => first.result.current.caption.setDate('2026-11-20'));
    for (const n of [1, 2, 3]) act(() => first.result.current.crops.cropDone(`upsc-signature#${n}`, { png: png(`part ${n}`), width: 900, height: 300 }));
    act(() => first.result.current.crops.keepCrop('upsc-signature', { png: png('stack'), width: 480, height: 500 }));
    act(() => first.result.current.crops.cropDone('upsc-photo+caption', { png: png('photo'), width: 350, height: 350 }));
    await settle();
    const kept = await store.get('exam-files');
    expect(kept?.uid).toBe('u1');
    expect(kept?.state.groupId).toBe('upsc');
    expect(kept?.state.caption).toEqual({ name: 'ASHA DEVI', date: '2026-11-20' });
    expect(kept?.state.crops.map((c) => c.key)).toEqual(['upsc-signature#1', 'upsc-signature#2', 'upsc-signature#3', 'upsc-signature', 'upsc-photo+caption']);
    expect(first.result.current.kept.hasWork).toBe(true);
    first.unmount();

    const reloaded = mount(store);
    await settle();
    const { crops, choice, caption } = reloaded.result.current;
    expect(choice.group?.id).toBe('upsc');
    expect(caption.values).toEqual({ name: 'ASHA DEVI', date: '2026-11-20' });
    expect(Object.keys(crops.crops)).toEqual(['upsc-signature#1', 'upsc-signature#2', 'upsc-signature#3', 'upsc-signature', 'upsc-photo+caption']);
    expect(await crops.crops['upsc-photo+caption']!.png.text()).toBe('photo');
    // Made in the same order: the stacked file stays newer than its parts (it is not stacked again).
    expect(crops.crops['upsc-signature']!.id).toBeGreaterThan(crops.crops['upsc-signature#3']!.id);
    // Ready to preview and pay, without picking again.
    expect(choice.uploads.map((u) => u.presetId)).toEqual(['upsc-photo', 'upsc-signature']);
    expect((await store.get('exam-files'))?.state.crops).toHaveLength(5);
  });

  it('brings back the white background switch', async () => {
    const store = memoryStore<KeptStudioState<KeptExamWork>>();
    await store.put('exam-files', {
      uid: 'u1',
      state: {
        groupId: null,
        crops: [{ key: 'ssc-photo', png: png('photo'), width: 276, height: 354 }],
        whiteBackground: true,
        caption: { name: '', date: '' },
      },
    });
    const reloaded = mount(store);
    await settle();
    expect(reloaded.result.current.white).toBe(true);
    // A kept date that is empty is today's.
    expect(reloaded.result.current.caption.values).toEqual({ name: '', date: '2026-11-27' });
  });

  it('drops a kept crop that cannot be read back, quietly, and keeps the rest', async () => {
    const store = memoryStore<KeptStudioState<KeptExamWork>>();
    await store.put('exam-files', {
      uid: 'u1',
      state: {
        groupId: 'ssc',
        crops: [
          { key: 'ssc-photo', png: png('broken'), width: 276, height: 354 },
          { key: 'ssc-signature', png: png('sign'), width: 315, height: 157 },
        ],
        whiteBackground: false,
        caption: { name: '', date: '2026-11-27' },
      },
    });
    const reloaded = mount(store);
    await settle();
    expect(Object.keys(reloaded.result.current.crops.crops)).toEqual(['ssc-signature']);
    expect(reloaded.result.current.crops.failures).toEqual({});
    expect(reloaded.result.current.choice.missing.map((p) => p.id)).toEqual(['ssc-photo']);
    expect((await store.get('exam-files'))?.state.crops.map((c) => c.key)).toEqual(['ssc-signature']);
  });

  it("never brings back another user's work, and keeps nothing while nobody is known", async () => {
    const store = memoryStore<KeptStudioState<KeptExamWork>>();
    const work = {
      groupId: 'ssc',
      crops: [{ key: 'ssc-photo', png: png('photo'), width: 276, height: 354 }],
      whiteBackground: false,
      caption: { name: 'RAVI', date: '2026-11-27' },
    };
    await store.put('exam-files', { uid: 'someone-else', state: work });
    const other = mount(store, 'u2');
    await settle();
    expect(other.result.current.crops.crops).toEqual({});
    expect(other.result.current.choice.chosenId).toBeNull();
    expect(other.result.current.caption.values.name).toBe('');
    other.unmount();

    await store.put('exam-files', { uid: 'u1', state: work });
    const nobody = mount(store, null);
    await settle();
    expect(nobody.result.current.kept.read).toBe(false);
    expect(nobody.result.current.crops.crops).toEqual({});
    act(() => nobody.result.current.choice.choose('upsc'));
    await settle();
    expect((await store.get('exam-files'))?.state.groupId).toBe('ssc');
  });

  it('Start over clears the screen and what the browser kept of it', async () => {
    const store = memoryStore<KeptStudioState<KeptExamWork>>();
    await store.put('exam-files', {
      uid: 'u1',
      state: {
        groupId: 'ssc',
        crops: [{ key: 'ssc-photo', png: png('photo'), width: 276, height: 354 }],
        whiteBackground: true,
        caption: { name: 'RAVI', date: '2026-11-20' },
      },
    });
    const screen = mount(store);
    await settle();
    expect(Object.keys(screen.result.current.crops.crops)).toEqual(['ssc-photo']);
    act(() => screen.result.current.kept.startOver());
    await settle();
    const { crops, choice, caption, white, kept } = screen.result.current;
    expect(crops.crops).toEqual({});
    expect(choice.chosenId).toBeNull();
    expect(caption.values).toEqual({ name: '', date: '2026-11-27' });
    expect(white).toBe(false);
    expect(kept.hasWork).toBe(false);
    expect(await store.get('exam-files')).toBeUndefined();
    screen.unmount();

    const reloaded = mount(store);
    await settle();
    expect(reloaded.result.current.crops.crops).toEqual({});
  });
});
