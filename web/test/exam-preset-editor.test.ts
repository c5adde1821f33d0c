// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { ExamPresetEditor } from '../src/features/admin/components/exam-preset-editor';
import { loadPageTexts } from '../src/lib/i18n';

const ssc = seedExamPresets.find((p) => p.id === 'ssc-signature')!;

describe('reviewing a flagged preset beside the seed’s proposal (docs/decisions/0062-admin-preset-screen.md)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(cleanup);

  it('lists what the proposal changes and fills the fields with it, the reason kept', () => {
    const mine = { ...ssc, minKb: 12, maxKb: 25, needsReview: true, version: 3 };
    const proposal = { ...ssc, version: 4 };
    render(createElement(QueryClientProvider, { client: new QueryClient() }, createElement(ExamPresetEditor, { preset: mine, proposal, onDone: vi.fn() })));
    const box = screen.getByTestId('admin-preset-proposal');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Smallest size (KB): 12 → 10', 'Largest size (KB): 25 → 20']);
    const reason = screen.getByLabelText('Reason (kept in the audit log)');
    fireEvent.change(reason, { target: { value: 'Took the 2026 rule' } });
    expect((screen.getByLabelText('Largest size (KB)') as HTMLInputElement).value).toBe('25');
    expect(screen.getByTestId('admin-preset-rule').textContent).toContain('12–25 KB');
    fireEvent.click(within(box).getByRole('button', { name: 'Fill in the proposed rule' }));
    expect((screen.getByLabelText('Smallest size (KB)') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Largest size (KB)') as HTMLInputElement).value).toBe('20');
    expect((screen.getByLabelText('Reason (kept in the audit log)') as HTMLInputElement).value).toBe('Took the 2026 rule');
    expect(screen.getByTestId('admin-preset-rule').textContent).toContain('10–20 KB');
  });
});
