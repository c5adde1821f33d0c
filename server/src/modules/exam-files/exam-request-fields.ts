import { examCaptionSchema, examCustomSpecSchema } from '@core/contracts/exam-files';
import { AppError } from '@core/errors/app-error';
import type { CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import { examCaptionDateText, normaliseCaptionName } from '@core/exam-files/exam-caption';
import { istDay } from '@core/time/ist-day';
import type { CaptionText } from './draw-exam-caption';

/** The name and date the operator typed for a captioned photo; the date defaults to today in IST. */
export type ExamCaptionInput = { name: string; date?: string } | undefined;

/** A refusal of the custom spec or the caption, naming each refused field (dotted: `custom.width`) with the contract's words. */
function refused(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, prefix: string): AppError {
  const fields = issues.map((issue) => [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.'));
  return new AppError('VALIDATION', issues.map((issue) => issue.message).join(' '), { fields });
}

/** A custom file's spec as sent (JSON text: the exam form's `custom` field, a quote's file `custom`), checked by the contract. */
export function readCustomSpec(text: string | undefined): CustomExamSpec {
  if (text === undefined) throw new AppError('VALIDATION', 'Give the custom file’s size and KB window.', { fields: ['custom'] });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', 'The custom file’s size could not be read. Please fill it in again.', { fields: ['custom'] });
  }
  const parsed = examCustomSpecSchema.safeParse(json);
  if (!parsed.success) throw refused(parsed.error.issues, 'custom');
  return parsed.data;
}

/** The caption's name and date when a name is given (the date then defaults to today in IST), checked by `examCaptionSchema`. */
export function readCaption(fields: { captionName?: string | undefined; captionDate?: string | undefined }): ExamCaptionInput {
  if (fields.captionName === undefined || fields.captionName.trim() === '') return undefined;
  const parsed = examCaptionSchema.safeParse({ captionName: fields.captionName, captionDate: fields.captionDate ?? '' });
  if (parsed.success) return { name: parsed.data.captionName, date: parsed.data.captionDate };
  const issues = fields.captionDate === undefined ? parsed.error.issues.filter((issue) => issue.path[0] !== 'captionDate') : parsed.error.issues;
  if (issues.length > 0) throw refused(issues, '');
  return { name: fields.captionName.trim() };
}

/** The caption as drawn: the name tidied, the date as forms print it (today in IST when none was given). */
export function captionText(caption: ExamCaptionInput, now: number): CaptionText | null {
  if (!caption) return null;
  const date = examCaptionDateText(caption.date ?? istDay(now));
  if (date === null) throw new AppError('VALIDATION', 'Give the date as a real day (YYYY-MM-DD).', { fields: ['captionDate'] });
  return { name: normaliseCaptionName(caption.name), date };
}
