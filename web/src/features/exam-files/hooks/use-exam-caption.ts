import { useCallback, useMemo, useState } from 'react';
import { readExamCaption, todayInIst, type ExamCaptionField, type ExamCaptionValues } from '../lib/exam-caption-form';

export interface ExamCaptionState {
  values: ExamCaptionValues;
  setName: (name: string) => void;
  setDate: (date: string) => void;
  /** The checked caption, or null while a field is refused (an empty name included). */
  caption: ExamCaptionValues | null;
  refused: readonly ExamCaptionField[];
  /** The name and date kept in the browser (decision 0066); a kept date that is empty is today's. */
  restore: (values: ExamCaptionValues) => void;
  /** Start over: no name, today's date. */
  reset: () => void;
}

/**
 * The name and date drawn under a photo whose preset asks for them: the date is today in IST until changed. Both are
 * kept in this browser with the screen's work until Start over or logout (decision 0066).
 */
export function useExamCaption(now: () => number = Date.now): ExamCaptionState {
  const [values, setValues] = useState<ExamCaptionValues>(() => ({ name: '', date: todayInIst(now()) }));
  const { caption, refused } = useMemo(() => readExamCaption(values), [values]);
  const restore = useCallback((kept: ExamCaptionValues) => setValues({ name: kept.name, date: kept.date || todayInIst(now()) }), [now]);
  const reset = useCallback(() => setValues({ name: '', date: todayInIst(now()) }), [now]);
  return {
    values,
    setName: (name) => setValues((current) => ({ ...current, name })),
    setDate: (date) => setValues((current) => ({ ...current, date })),
    caption,
    refused,
    restore,
    reset,
  };
}
