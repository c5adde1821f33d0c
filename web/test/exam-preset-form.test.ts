import { describe, expect, it } from 'vitest';
import { seedExamPresets } from '@core/exam-files/exam-presets';
import { examPresetFormValues, readExamPresetForm } from '../src/features/admin/lib/exam-preset-form';

const preset = (id: string) => seedExamPresets.find((p) => p.id === id)!;

describe('the admin’s preset editor (docs/decisions/0062-admin-preset-screen.md)', () => {
  it('gives back every seeded preset unchanged when nothing is edited but the reason', () => {
    for (const seeded of seedExamPresets) {
      const { request, refused } = readExamPresetForm({ ...examPresetFormValues(seeded, '2026-11-27'), reason: 'checked' });
      expect(refused, seeded.id).toEqual({});
      const { id: _id, version: _version, needsReview: _review, ...fields } = seeded;
      expect(request, seeded.id).toEqual({ ...fields, reason: 'checked' });
    }
  });

  it('starts a new preset as a photo checked this month, and reads the pixel rule of the kind chosen', () => {
    const values = examPresetFormValues(null, '2026-11-27');
    expect(values).toMatchObject({ kind: 'photo', pixelsKind: 'exact', checked: '2026-11', signatures: '1', active: true, reason: '' });
    const { request } = readExamPresetForm({ ...values, form: 'RRB', source: 'RRB notice', reason: 'new form', pixelsKind: 'mm' });
    expect(request?.pixels).toEqual({ kind: 'mm', widthMm: 35, heightMm: 45 });
  });

  it('names each refused field with the contract’s words: a box, the whole range, the KB window, the signatures, the reason', () => {
    const ibps = examPresetFormValues(preset('ibps-signature'), '2026-11-27');
    expect(readExamPresetForm({ ...ibps, reason: '' }).refused).toEqual({ reason: 'Please give a reason (it is kept in the audit log).' });
    expect(Object.keys(readExamPresetForm({ ...ibps, reason: 'x', width: 'abc' }).refused)).toEqual(['width']);
    const range = { ...examPresetFormValues(preset('upsc-signature'), '2026-11-27'), reason: 'x', minWidth: '600' };
    expect(Object.keys(readExamPresetForm(range).refused).sort()).toEqual(['maxHeight', 'maxWidth', 'minHeight', 'minWidth']);
    expect(readExamPresetForm({ ...ibps, reason: 'x', minKb: '20', maxKb: '20' }).refused.maxKb).toMatch(/KB window is empty/);
    expect(readExamPresetForm({ ...examPresetFormValues(preset('ibps-photo'), '2026-11-27'), reason: 'x', signatures: '3' }).refused).toEqual({
      signatures: 'Only a signature’s file can hold more than one signature.',
    });
    expect(Object.keys(readExamPresetForm({ ...ibps, reason: 'x', sourceUrl: 'http://x' }).refused)).toEqual(['sourceUrl']);
  });
});
