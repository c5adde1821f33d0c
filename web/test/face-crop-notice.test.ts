// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FaceCropProposal } from '@core/face/propose-face-crop';
import { FaceCropNotice } from '../src/components/face-crop-notice';
import { loadPageTexts, setLanguage } from '../src/lib/i18n';
import type { FaceCropState } from '../src/lib/use-face-crop-proposal';

const proposal = {
  crop: { left: 0, top: 0, width: 700, height: 900 },
  rotation: 0,
  face: 0,
  faces: 1,
  dpi: 600,
  tilt: 0,
  wholeFrame: false,
  misses: [],
} as unknown as FaceCropProposal;

const found = (
  crownEstimated: FaceCropState['crownEstimated'],
  yaw: number | null = null,
  turn: Partial<Pick<FaceCropProposal, 'tilt' | 'rotation'>> = {},
): FaceCropState => ({
  status: 'found',
  proposal: { ...proposal, yaw, ...turn },
  guides: { crown: 4 / 45, chin: 38 / 45 },
  faceBoxes: [],
  photo: { width: 3000, height: 4000 },
  chosenByOperator: false,
  crownEstimated,
  chooseFace: () => undefined,
});

describe('FaceCropNotice: the crown estimated (decision 0099), a profile (decision 0100)', () => {
  beforeAll(() => loadPageTexts());
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('says the top of the head was estimated, in this browser or on this photo, and nothing when it was measured, in English and Hindi', async () => {
    const said = () => {
      const text = screen.getByTestId('face-status').textContent ?? '';
      cleanup();
      return text;
    };
    render(createElement(FaceCropNotice, { faceCrop: found(null) }));
    expect(said()).not.toContain('could not be measured');
    render(createElement(FaceCropNotice, { faceCrop: found('browser') }));
    const browser = said();
    expect(browser).toContain('The top of the head could not be measured in this browser, so it was estimated');
    expect(browser).not.toContain('on this photo');
    render(createElement(FaceCropNotice, { faceCrop: found('photo') }));
    const photo = said();
    expect(photo).toContain('The top of the head could not be measured on this photo, so it was estimated');
    expect(photo).not.toContain('in this browser');
    await act(() => setLanguage('hi'));
    render(createElement(FaceCropNotice, { faceCrop: found('browser') }));
    expect(said()).toContain('इस ब्राउज़र में सिर का ऊपरी सिरा मापा नहीं जा सका');
    render(createElement(FaceCropNotice, { faceCrop: found('photo') }));
    expect(said()).toContain('इस फ़ोटो में सिर का ऊपरी सिरा मापा नहीं जा सका');
  });

  it('says the face is turned sideways past 25° either way, and not for a face turned less or not read', () => {
    const said = (yaw: number | null) => {
      render(createElement(FaceCropNotice, { faceCrop: found(null, yaw) }));
      const text = screen.getByTestId('face-status').textContent ?? '';
      cleanup();
      return text.includes('The face is turned sideways (profile). Passport photos need the face looking straight at the camera.');
    };
    expect(said(-36)).toBe(true);
    expect(said(30)).toBe(true);
    expect(said(20)).toBe(false);
    expect(said(null)).toBe(false);
  });

  it('past 15°, says the head was straightened when it was turned, and to straighten it when it was left (decisions 0087, 0101)', () => {
    render(createElement(FaceCropNotice, { faceCrop: found(null, null, { tilt: 24.6, rotation: -24.5 }) }));
    expect(screen.getByTestId('face-status').textContent).toContain('The head is tilted by about 25°. It has been straightened; check the result.');
    cleanup();
    render(createElement(FaceCropNotice, { faceCrop: found(null, null, { tilt: 24.6, rotation: 0 }) }));
    expect(screen.getByTestId('face-status').textContent).toContain('The head looks tilted by about 25°, more than is straightened on its own');
  });
});
