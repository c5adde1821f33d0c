import { useMemo, useState } from 'react';
import { CUSTOM_EXAM_FILE_FIELD } from '@core/contracts/exam-files';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { ExamFileUpload } from '../../../lib/create-exam-files';
import { examCropKey } from '../lib/exam-crop-size';
import { groupExamPresets, type ExamPresetGroup } from '../../../lib/exam-preset-groups';
import type { ExamCrop } from './use-exam-crops';

/** The Custom choice's group id (no preset's id stem: presets' ids end in their kind). */
export const CUSTOM_EXAM_GROUP = 'custom';

export interface ExamChoice {
  groups: ExamPresetGroup[];
  /** The exam chosen; the first one until the operator picks. */
  group: ExamPresetGroup | null;
  /** The chosen group is Custom: its one file (when the size is good) is the custom preset. */
  custom: boolean;
  /** The exam the operator chose (kept in the browser, decision 0066), or null: none yet, the first one is shown. */
  chosenId: string | null;
  /** Chooses an exam; null goes back to none chosen (Start over). */
  choose: (groupId: string | null) => void;
  /** The chosen exam's cropped files (crops kept under `examCropKey`), in the form's order: what a request sends (the custom file as `custom`). */
  uploads: ExamFileUpload[];
  /** Identity of `uploads`: the presets and their crops' ids. */
  subject: string;
  /** Presets of the chosen exam not cropped yet. */
  missing: ExamPreset[];
}

/**
 * Which exam's files are being made (grouped from the presets, then Custom), and which of its files are ready to
 * send. `customPreset` is the custom size as a preset, or null while its form has a refused field.
 */
export function useExamChoice(presets: readonly ExamPreset[], crops: Readonly<Record<string, ExamCrop>>, customPreset: ExamPreset | null = null): ExamChoice {
  const presetGroups = useMemo(() => groupExamPresets(presets), [presets]);
  const groups = useMemo(
    () => [...presetGroups, { id: CUSTOM_EXAM_GROUP, form: 'Custom', formHi: '', presets: customPreset ? [customPreset] : [] }],
    [presetGroups, customPreset],
  );
  const [groupId, setGroupId] = useState<string | null>(null);
  const group = groups.find((g) => g.id === groupId) ?? (presetGroups.length > 0 ? groups[0]! : null);
  const custom = group?.id === CUSTOM_EXAM_GROUP;

  const { uploads, subject, missing } = useMemo(() => {
    const presetsOfGroup = group?.presets ?? [];
    const cropOf = (preset: ExamPreset) => crops[examCropKey(preset)];
    const ready = presetsOfGroup.filter((preset) => cropOf(preset) !== undefined);
    return {
      uploads: ready.map((preset) => ({ presetId: custom ? CUSTOM_EXAM_FILE_FIELD : preset.id, png: cropOf(preset)!.png })),
      subject: ready.map((preset) => `${preset.id}:${cropOf(preset)!.id}`).join(','),
      missing: presetsOfGroup.filter((preset) => cropOf(preset) === undefined),
    };
  }, [group, crops, custom]);

  return { groups, group, custom, chosenId: groupId, choose: setGroupId, uploads, subject, missing };
}
