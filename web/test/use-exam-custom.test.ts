// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { customExamStorageKey, useCustomExamSpec } from '../src/features/exam-files/hooks/use-custom-exam-spec';
import { useExamCaption } from '../src/features/exam-files/hooks/use-exam-caption';
import { CUSTOM_EXAM_GROUP, useExamChoice } from '../src/features/exam-files/hooks/use-exam-choice';

afterEach(() => cleanup());
beforeEach(() => window.localStorage.clear());

const png = (name: string) => new Blob([name], { type: 'image/png' });
const crop = (id: number) => ({ id, url: `blob:${id}`, width: 1, height: 1, png: png(String(id)) });

describe('the Custom choice', () => {
  it('checks the size as it is typed, keeps it across a reload, and names the file after its pixels', () => {
    const first = renderHook(() => useCustomExamSpec());
    expect(first.result.current.preset?.id).toBe('photo-300x400');
    act(() => first.result.current.set('unit', 'mm'));
    act(() => first.result.current.set('width', '35'));
    act(() => first.result.current.set('height', '45'));
    act(() => first.result.current.set('dpi', '300'));
    expect(first.result.current.pixels).toEqual({ width: 413, height: 531 });
    expect(first.result.current.preset?.id).toBe('photo-413x531');
    act(() => first.result.current.set('maxKb', '5'));
    expect(first.result.current.refused).toEqual(['maxKb']);
    expect(first.result.current.preset).toBeNull();
    // The size shown stays while only the KB window is wrong.
    expect(first.result.current.pixels).toEqual({ width: 413, height: 531 });
    // A decimal comma is read as the check reads it: the size shown agrees with the file's.
    act(() => first.result.current.set('maxKb', '60'));
    act(() => first.result.current.set('width', ' 35,5 '));
    expect(first.result.current.refused).toEqual([]);
    expect(first.result.current.pixels).toEqual({ width: 419, height: 531 });
    expect(first.result.current.preset?.id).toBe('photo-419x531');
    act(() => first.result.current.set('width', '35'));
    act(() => first.result.current.set('maxKb', '5'));
    first.unmount();

    const again = renderHook(() => useCustomExamSpec());
    expect(again.result.current.values).toMatchObject({ unit: 'mm', width: '35', height: '45', dpi: '300', maxKb: '5' });
    window.localStorage.setItem(customExamStorageKey, '{"broken":');
    expect(renderHook(() => useCustomExamSpec()).result.current.values.width).toBe('300');
  });

  it('is the last choice; its one file is sent as `custom`, and a caption keeps the crop apart', () => {
    const custom = renderHook(() => useCustomExamSpec());
    const { result, rerender } = renderHook(({ preset, crops }) => useExamChoice(seedExamPresets, crops, preset), {
      initialProps: { preset: custom.result.current.preset, crops: { 'photo-300x400': crop(7) } as Record<string, ReturnType<typeof crop>> },
    });
    expect(result.current.groups.at(-1)?.id).toBe(CUSTOM_EXAM_GROUP);
    expect(result.current.custom).toBe(false);
    act(() => result.current.choose(CUSTOM_EXAM_GROUP));
    expect(result.current.custom).toBe(true);
    expect(result.current.uploads.map((u) => u.presetId)).toEqual(['custom']);
    expect(result.current.subject).toBe('photo-300x400:7');

    // With a caption the photo has another shape: the crop made without one is not sent.
    act(() => custom.result.current.set('caption', true));
    rerender({ preset: custom.result.current.preset, crops: { 'photo-300x400': crop(7) } });
    expect(result.current.uploads).toEqual([]);
    expect(result.current.missing.map((p) => p.id)).toEqual(['photo-300x400']);
    rerender({ preset: custom.result.current.preset, crops: { 'photo-300x400': crop(7), 'photo-300x400+caption': crop(8) } });
    expect(result.current.subject).toBe('photo-300x400:8');

    // A refused size leaves Custom with no file to send.
    act(() => custom.result.current.set('width', '10'));
    rerender({ preset: custom.result.current.preset, crops: { 'photo-300x400': crop(7) } });
    expect(result.current.group?.presets).toEqual([]);
    expect(result.current.uploads).toEqual([]);
  });

  it('starts the caption’s date at today in IST and refuses names it can’t draw', () => {
    const { result } = renderHook(() => useExamCaption(() => Date.UTC(2026, 10, 26, 19, 0)));
    expect(result.current.values).toEqual({ name: '', date: '2026-11-27' });
    expect(result.current.caption).toBeNull();
    act(() => result.current.setName('Asha K. Verma'));
    expect(result.current.caption).toEqual({ name: 'Asha K. Verma', date: '2026-11-27' });
    act(() => result.current.setName('आशा'));
    expect(result.current.refused).toEqual(['captionName']);
  });
});
