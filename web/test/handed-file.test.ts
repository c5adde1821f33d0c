// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handedFileTarget, handFile, takeHandedFile, type HandoffTarget } from '../src/lib/intake/handed-file';
import { handoffPath, handoffTargetsFor } from '../src/lib/intake/handoff-path';
import { useHandedFile } from '../src/lib/intake/use-handed-file';

const photo = new File(['x'], 'IMG_2041.jpg', { type: 'image/jpeg' });
const other = new File(['y'], 'IMG_2042.jpg', { type: 'image/jpeg' });

/** Lets the hook's tick pass (it takes the file a tick later). */
const tick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)));

describe('a file handed from the intake dialog to a screen (docs/decisions/0095-files-from-the-customers-phone.md)', () => {
  afterEach(() => {
    cleanup();
    for (const target of ['passport', 'single-side', 'both-side-front', 'both-side-back', 'exam-files', 'card-pdf'] as const) takeHandedFile(target);
  });

  it('is taken once, by its screen only', () => {
    handFile(photo, 'passport');
    expect(handedFileTarget()).toBe('passport');
    expect(takeHandedFile('exam-files')).toBeNull();
    expect(takeHandedFile('passport')).toBe(photo);
    expect(takeHandedFile('passport')).toBeNull();
    expect(handedFileTarget()).toBeNull();
  });

  it('a file handed over later replaces one never taken', () => {
    handFile(photo, 'passport');
    handFile(other, 'single-side');
    expect(takeHandedFile('passport')).toBeNull();
    expect(takeHandedFile('single-side')).toBe(other);
  });

  it('the screen takes a file waiting for it when it mounts, once it is ready, with the side it was opened for', async () => {
    handFile(photo, 'both-side-back');
    const onFile = vi.fn();
    const { rerender } = renderHook(({ ready }: { ready: boolean }) => useHandedFile(['both-side-front', 'both-side-back'], onFile, ready), {
      initialProps: { ready: false },
    });
    await tick();
    expect(onFile).not.toHaveBeenCalled();
    rerender({ ready: true });
    await tick();
    expect(onFile).toHaveBeenCalledExactlyOnceWith(photo, 'both-side-back');
    expect(handedFileTarget()).toBeNull();
  });

  it('the screen shown takes a file handed to it while it is shown, and leaves one for another screen', async () => {
    const onFile = vi.fn();
    renderHook(() => useHandedFile(['passport'], onFile));
    act(() => handFile(other, 'exam-files'));
    await tick();
    expect(onFile).not.toHaveBeenCalled();
    expect(handedFileTarget()).toBe('exam-files');
    act(() => handFile(photo, 'passport'));
    await tick();
    expect(onFile).toHaveBeenCalledExactlyOnceWith(photo, 'passport');
  });

  it('a screen gone before the tick leaves the file for the next one (strict mode mounts twice)', async () => {
    handFile(photo, 'passport');
    const first = vi.fn();
    renderHook(() => useHandedFile(['passport'], first)).unmount();
    await tick();
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    renderHook(() => useHandedFile(['passport'], second));
    await tick();
    expect(second).toHaveBeenCalledExactlyOnceWith(photo, 'passport');
  });
});

describe('where a file from the phone can be opened', () => {
  it('a picture in the screens that take a photo, a PDF in the card PDF screen only', () => {
    expect(handoffTargetsFor('image')).toEqual(['passport', 'single-side', 'both-side-front', 'both-side-back', 'exam-files']);
    expect(handoffTargetsFor('pdf')).toEqual(['card-pdf']);
  });

  it('each screen’s address; the screen shown keeps its document type', () => {
    const home = { pathname: '/', search: '' };
    const paths: Record<HandoffTarget, string> = {
      passport: '/PassportSizePhoto',
      'single-side': '/SingleSideDoc',
      'both-side-front': '/BothSideDoc',
      'both-side-back': '/BothSideDoc',
      'exam-files': '/ExamFiles',
      'card-pdf': '/BothSideDoc?type=aadhaar&source=card-pdf',
    };
    for (const [target, path] of Object.entries(paths)) expect(handoffPath(target as HandoffTarget, home)).toBe(path);
    const panPdf = { pathname: '/SingleSideDoc', search: '?type=pan-card&source=card-pdf' };
    expect(handoffPath('single-side', panPdf)).toBe('/SingleSideDoc?type=pan-card');
    expect(handoffPath('card-pdf', panPdf)).toBe('/SingleSideDoc?type=pan-card&source=card-pdf');
    expect(handoffPath('card-pdf', { pathname: '/singlesidedoc', search: '?type=voter-id' })).toBe('/SingleSideDoc?type=voter-id&source=card-pdf');
    expect(handoffPath('both-side-front', panPdf)).toBe('/BothSideDoc');
  });
});
