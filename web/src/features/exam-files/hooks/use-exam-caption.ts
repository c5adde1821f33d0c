import { useMemo, useState } from 'react';
import { readExamCaption, todayInIst, type ExamCaptionField, type ExamCaptionValues } from '../lib/exam-caption-form';

export interface ExamCaptionState {
  values: ExamCaptionValues;
  setName: (name: string) => void;
  setDate: (date: string) => void;
  /** The checked caption, or null while a field is refused (an empty name included). */
  caption: ExamCaptionValues | null;
  refused: readonly ExamCaptionField[];
}

/**
 * The name and date drawn under a photo whose preset asks for them: the date is today in IST until changed. The
 * name is the customer's and is not kept in the browser.
 */
export function useExamCaption(now: () => number = Date.now): ExamCaptionState {
  const [values, setValues] = useState<ExamCaptionValues>(() => ({ name: '', date: todayInIst(now()) }));
  const { caption, refused } = useMemo(() => readExamCaption(values), [values]);
  return {
    values,
    setName: (name) => setValues((current) => ({ ...current, name })),
    setDate: (date) => setValues((current) => ({ ...current, date })),
    caption,
    refused,
  };
}
