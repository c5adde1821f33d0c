import { examCaptionSchema } from '@core/contracts/exam-files';
import { hasExamCaption } from '@core/exam-files/exam-caption';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { istDay } from '@core/time/ist-day';

/** The name and date typed for the caption under a photo. */
export interface ExamCaptionValues {
  name: string;
  /** `YYYY-MM-DD`, as a date input gives it. */
  date: string;
}

export type ExamCaptionField = 'captionName' | 'captionDate';

/** Today's date in India (IST), as a date input takes it: the caption's date until the operator changes it. */
export function todayInIst(now: number = Date.now()): string {
  return istDay(now);
}

/** Whether any of these files is a photo whose preset asks for a name and date under it. */
export function needsExamCaption(presets: readonly Pick<ExamPreset, 'kind' | 'caption'>[]): boolean {
  return presets.some((preset) => hasExamCaption(preset));
}

/** The caption checked by the server's own contract (`examCaptionSchema`), or the fields it refuses. */
export function readExamCaption(values: ExamCaptionValues): { caption: ExamCaptionValues | null; refused: ExamCaptionField[] } {
  const parsed = examCaptionSchema.safeParse({ captionName: values.name, captionDate: values.date });
  if (parsed.success) return { caption: { name: parsed.data.captionName, date: parsed.data.captionDate }, refused: [] };
  const refused = new Set(parsed.error.issues.map((issue) => (issue.path[0] === 'captionDate' ? 'captionDate' : 'captionName') as ExamCaptionField));
  return { caption: null, refused: (['captionName', 'captionDate'] as const).filter((field) => refused.has(field)) };
}
