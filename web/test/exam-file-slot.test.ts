// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { ExamFileSlot } from '../src/features/exam-files/components/exam-file-slot';
import { loadPageTexts, setLanguage } from '../src/lib/i18n';

const preset = (id: string) => seedExamPresets.find((p) => p.id === id)!;

function slot(id: string, extra: { whiteOn?: boolean } = {}) {
  const p = preset(id);
  return createElement(
    QueryClientProvider,
    { client: new QueryClient() },
    createElement(ExamFileSlot, { preset: p, groupForm: p.form, crop: null, failure: null, opening: null, onPick: () => undefined, ...extra }),
  );
}

describe('a preset’s slot on the exam screen (docs/decisions/0058-exam-presets-2026.md)', () => {
  beforeAll(async () => {
    await loadPageTexts();
  });
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('warns when White background is on for a rule that forbids edits, and only then', () => {
    const view = render(slot('passport-photo', { whiteOn: false }));
    expect(screen.queryByRole('alert')).toBeNull();
    view.rerender(slot('passport-photo', { whiteOn: true }));
    expect(screen.getByRole('alert').textContent).toContain('forbids digital edits');
    view.rerender(slot('oci-photo', { whiteOn: true }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the rule’s year, its linked source, secondary, preferred sizes and the older pattern', () => {
    render(slot('ibps-photo'));
    const text = document.body.textContent!;
    expect(text).toContain('200×230 px (preferred size), 20–50 KB');
    expect(text).toContain('2025 rule');
    expect(text).toContain('(secondary: guides, news or copies of the notice, not the authority’s own page)');
    expect(screen.getByRole('link', { name: preset('ibps-photo').source }).getAttribute('href')).toBe(preset('ibps-photo').sourceUrl);
    expect(screen.getByText('Rule looks wrong?')).toBeTruthy();
    cleanup();
    render(slot('ssc-photo'));
    expect(document.body.textContent).toContain('Older pattern');
  });

  it('shows the form, source and note in Hindi on the Hindi page', async () => {
    await setLanguage('hi');
    const ssc = preset('ssc-photo');
    render(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(ExamFileSlot, { preset: ssc, groupForm: 'SSC', crop: null, failure: null, opening: null, onPick: () => undefined }),
      ),
    );
    const text = document.body.textContent!;
    for (const hindi of [ssc.formHi, ssc.sourceHi, ssc.noteHi, '2023 का नियम', 'पुराना तरीका']) expect(text).toContain(hindi);
    expect(text).not.toContain(ssc.note);
  });
});
