import type { ExamFileKind, ExamPreset } from '@core/exam-files/exam-presets';

/** One exam or portal (SSC, IBPS / SBI, PAN (UTIITSL)…) with the files its form asks for, in the presets' order. */
export interface ExamPresetGroup {
  /** The presets' shared id stem: `ssc` for `ssc-photo` and `ssc-signature`. */
  id: string;
  /** The form's name as the operator knows it: the shortest of its presets' names (`SSC`, not `SSC (older pattern)`); and in Hindi. */
  form: string;
  formHi: string;
  presets: ExamPreset[];
}

/** `ssc-photo` (a photo) → `ssc`; an id that does not end in its kind stays whole. */
export function examPresetStem(preset: Pick<ExamPreset, 'id' | 'kind'>): string {
  const suffix = `-${preset.kind}`;
  return preset.id.endsWith(suffix) && preset.id.length > suffix.length ? preset.id.slice(0, -suffix.length) : preset.id;
}

/**
 * The presets grouped by exam, one group a form: presets whose ids share a stem (`ibps-photo`, `ibps-signature`,
 * `ibps-thumb`, `ibps-declaration`), or whose stem starts with an earlier group's (`neet-ug-postcard-photo` joins
 * `neet-ug`). Groups keep the order of their first preset, presets their own order.
 */
export function groupExamPresets(presets: readonly ExamPreset[]): ExamPresetGroup[] {
  const sorted = [...presets].sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id));
  const groups = new Map<string, ExamPresetGroup>();
  for (const preset of sorted) {
    const own = examPresetStem(preset);
    const stem = groups.has(own) ? own : ([...groups.keys()].find((id) => own.startsWith(`${id}-`)) ?? own);
    const group = groups.get(stem);
    if (!group) groups.set(stem, { id: stem, form: preset.form, formHi: preset.formHi, presets: [preset] });
    else {
      group.presets.push(preset);
      if (preset.form.length < group.form.length) {
        group.form = preset.form;
        group.formHi = preset.formHi;
      }
    }
  }
  return [...groups.values()];
}

/** Ink on paper: photographed on paper, cleaned and cut to the ink by the server. */
export function isInkKind(kind: ExamFileKind): boolean {
  return kind !== 'photo';
}

/** A preset's text in the page's language: the Hindi where there is one, else the English (decision 0058). */
export function inLanguage(language: string, english: string, hindi: string): string {
  return language === 'hi' && hindi.trim() !== '' ? hindi : english;
}

/** A slot's title: its kind, and its size too when its form asks for two files of that kind (NEET's two photos). */
export function examSlotTitleNeedsSize(preset: ExamPreset, group: Pick<ExamPresetGroup, 'presets'>): boolean {
  return group.presets.filter((p) => p.kind === preset.kind).length > 1;
}
