import type { ExamFileKind, ExamPreset } from '@core/exam-files/exam-presets';

/** One exam or portal (SSC, IBPS / SBI, PAN (UTIITSL)…) with the files its form asks for, in the presets' order. */
export interface ExamPresetGroup {
  /** The presets' shared id stem: `ssc` for `ssc-photo` and `ssc-signature`. */
  id: string;
  /** The form's name as the operator knows it: the shortest of its presets' names (`SSC`, not `SSC (older pattern)`). */
  form: string;
  presets: ExamPreset[];
}

/** `ssc-photo` (a photo) → `ssc`; an id that does not end in its kind stays whole. */
export function examPresetStem(preset: Pick<ExamPreset, 'id' | 'kind'>): string {
  const suffix = `-${preset.kind}`;
  return preset.id.endsWith(suffix) && preset.id.length > suffix.length ? preset.id.slice(0, -suffix.length) : preset.id;
}

/**
 * The presets grouped by exam, one group a form: presets whose ids share a stem (`ibps-photo`, `ibps-signature`,
 * `ibps-thumb`, `ibps-declaration`). Groups keep the order of their first preset, presets their own order.
 */
export function groupExamPresets(presets: readonly ExamPreset[]): ExamPresetGroup[] {
  const sorted = [...presets].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const groups = new Map<string, ExamPresetGroup>();
  for (const preset of sorted) {
    const stem = examPresetStem(preset);
    const group = groups.get(stem);
    if (!group) groups.set(stem, { id: stem, form: preset.form, presets: [preset] });
    else {
      group.presets.push(preset);
      if (preset.form.length < group.form.length) group.form = preset.form;
    }
  }
  return [...groups.values()];
}

/** Ink on paper: photographed on paper, cleaned and cut to the ink by the server. */
export function isInkKind(kind: ExamFileKind): boolean {
  return kind !== 'photo';
}
