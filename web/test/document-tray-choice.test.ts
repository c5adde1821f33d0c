// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TrayProfile } from '@core/contracts/tray-profiles';
import { DocumentTrayChoice } from '../src/features/print-studio/components/document-tray-choice';
import { loadPageTexts } from '../src/lib/i18n';

const zero = { x: 0, y: 0 };
const tray: TrayProfile = {
  id: '0b6c1f44-8d36-4c1b-9a2e-3f4f5a6b7c8d',
  name: 'Epson L805 tray',
  layout: { page: { width: 210, height: 297 }, cardTurn: 0, flip: 'long', slots: [{ x: 10, y: 10, front: zero, back: zero }] },
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe("the document studio's Print on choice (decision 0091)", () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(cleanup);

  it('offers A4 paper (chosen) and each tray by name; nothing without trays', () => {
    const onChange = vi.fn();
    const view = render(createElement(DocumentTrayChoice, { trays: [tray], trayPrint: null, both: true, onChange }));
    expect((screen.getByRole('radio', { name: 'A4 paper' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('pvc-notice')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Epson L805 tray (PVC tray, 1 card)' }));
    expect(onChange).toHaveBeenCalledWith({ trayId: tray.id });
    view.rerender(createElement(DocumentTrayChoice, { trays: [], trayPrint: null, both: true, onChange }));
    expect(screen.queryByTestId('tray-choice')).toBeNull();
  });

  it('on a tray: the notice, the pass with how to turn the cards, and the bleed', () => {
    const onChange = vi.fn();
    const trayPrint = { tray, slots: 1, pass: 'front' as const, bleed: 0 as const, flip: 'long' as const };
    render(createElement(DocumentTrayChoice, { trays: [tray], trayPrint, both: true, onChange }));
    expect(screen.getByTestId('pvc-notice').textContent).toContain('not an official card');
    expect(document.body.textContent).toContain('turn each card over about its long edge in its slot');
    fireEvent.click(screen.getByRole('radio', { name: 'Back pass (backs)' }));
    expect(onChange).toHaveBeenCalledWith({ pass: 'back' });
    fireEvent.change(screen.getByLabelText('Bleed past the card'), { target: { value: '0.5' } });
    expect(onChange).toHaveBeenCalledWith({ bleed: 0.5 });
  });
});
