import { useMemo, useState } from 'react';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import type { ExamFileUpload } from '../api/create-exam-files';
import { groupExamPresets, type ExamPresetGroup } from '../lib/exam-preset-groups';
import type { ExamCrop } from './use-exam-crops';

export interface ExamChoice {
  groups: ExamPresetGroup[];
  /** The exam chosen; the first one until the operator picks. */
  group: ExamPresetGroup | null;
  choose: (groupId: string) => void;
  /** The chosen exam's cropped files, in the form's order: what a request sends. */
  uploads: ExamFileUpload[];
  /** Identity of `uploads`: the presets and their crops' ids. */
  subject: string;
  /** Presets of the chosen exam not cropped yet. */
  missing: ExamPreset[];
}

/** Which exam's files are being made (grouped from the presets), and which of its files are ready to send. */
export function useExamChoice(presets: readonly ExamPreset[], crops: Readonly<Record<string, ExamCrop>>): ExamChoice {
  const groups = useMemo(() => groupExamPresets(presets), [presets]);
  const [groupId, setGroupId] = useState<string | null>(null);
  const group = groups.find((g) => g.id === groupId) ?? groups[0] ?? null;

  const { uploads, subject, missing } = useMemo(() => {
    const presetsOfGroup = group?.presets ?? [];
    const ready = presetsOfGroup.filter((preset) => crops[preset.id] !== undefined);
    return {
      uploads: ready.map((preset) => ({ presetId: preset.id, png: crops[preset.id]!.png })),
      subject: ready.map((preset) => `${preset.id}:${crops[preset.id]!.id}`).join(','),
      missing: presetsOfGroup.filter((preset) => crops[preset.id] === undefined),
    };
  }, [group, crops]);

  return { groups, group, choose: setGroupId, uploads, subject, missing };
}
