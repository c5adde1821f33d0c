import { useCallback, useMemo, useState } from 'react';
import { customExamPixels, customExamPreset, type CustomExamSpec } from '@core/exam-files/custom-exam-preset';
import type { PixelSize } from '@core/exam-files/exam-file-size';
import type { ExamPreset } from '@core/exam-files/exam-presets';
import { localStore, readStored, writeStored } from '../../../lib/browser-storage';
import {
  defaultCustomExamForm,
  formNumber,
  parseStoredCustomExamForm,
  readCustomExamForm,
  type CustomExamField,
  type CustomExamFormValues,
} from '../lib/custom-exam-form';

/** localStorage: the last custom size typed (no picture, no name), so a reload or the next customer starts from it. */
export const customExamStorageKey = 'examCustomSize';

export interface CustomExamSpecState {
  values: CustomExamFormValues;
  set: <K extends keyof CustomExamFormValues>(key: K, value: CustomExamFormValues[K]) => void;
  /** The checked spec, or null while a field is refused. */
  spec: CustomExamSpec | null;
  /** The spec as a preset (its id is the file's name: `photo-300x400`), or null. */
  preset: ExamPreset | null;
  /** The file's exact pixels when the size fields are good (mm converted at the DPI), for the operator to see. */
  pixels: PixelSize | null;
  refused: readonly CustomExamField[];
}

/** The Custom choice's form: values as typed (kept in the browser), checked by the server's contract as they change. */
export function useCustomExamSpec(): CustomExamSpecState {
  const [values, setValues] = useState<CustomExamFormValues>(
    () => parseStoredCustomExamForm(readStored(localStore, customExamStorageKey)) ?? defaultCustomExamForm,
  );
  const set = useCallback(<K extends keyof CustomExamFormValues>(key: K, value: CustomExamFormValues[K]) => {
    setValues((current) => {
      const next = { ...current, [key]: value };
      writeStored(localStore, customExamStorageKey, JSON.stringify(next));
      return next;
    });
  }, []);
  const { spec, refused } = useMemo(() => readCustomExamForm(values), [values]);
  const preset = useMemo(() => (spec ? customExamPreset(spec) : null), [spec]);
  const sizeRefused = refused.includes('width') || refused.includes('height') || refused.includes('dpi');
  const pixels = useMemo(
    () =>
      sizeRefused
        ? null
        : customExamPixels({ unit: values.unit, width: formNumber(values.width), height: formNumber(values.height), dpi: formNumber(values.dpi) }),
    [sizeRefused, values.unit, values.width, values.height, values.dpi],
  );
  return { values, set, spec, preset, pixels, refused };
}
