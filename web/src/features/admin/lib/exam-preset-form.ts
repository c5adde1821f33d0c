import { adminExamPresetRequest, type AdminExamPresetRequest } from '@core/contracts/exam-presets';
import type { ExamCaption, ExamFileKind, ExamPixels, ExamPreset, ExamTone } from '@core/exam-files/exam-presets';

/** The preset editor's values as typed (text boxes keep what was typed, even when it is not a number yet). */
export interface ExamPresetFormValues {
  form: string;
  formHi: string;
  kind: ExamFileKind;
  pixelsKind: ExamPixels['kind'];
  width: string;
  height: string;
  minWidth: string;
  minHeight: string;
  maxWidth: string;
  maxHeight: string;
  square: boolean;
  widthMm: string;
  heightMm: string;
  pixelsPreferred: boolean;
  dpi: string;
  minKb: string;
  maxKb: string;
  caption: ExamCaption;
  tone: ExamTone;
  ruleYear: string;
  source: string;
  sourceHi: string;
  sourceUrl: string;
  checked: string;
  secondarySource: boolean;
  note: string;
  noteHi: string;
  oldPattern: boolean;
  noEdits: boolean;
  signatures: string;
  active: boolean;
  sortOrder: string;
  reason: string;
}

/** A field the editor marks when the contract refuses it (the pixel rule's boxes by their own names). */
export type ExamPresetFormField = Exclude<keyof ExamPresetFormValues, 'pixelsKind'> | 'pixels';

const text = (value: number) => String(value);

/** The editor's values for a preset (or a new one: a photo of 200×230 px, 20–50 KB, checked this month). */
export function examPresetFormValues(preset: ExamPreset | null, today: string): ExamPresetFormValues {
  const pixels: ExamPixels = preset?.pixels ?? { kind: 'exact', width: 200, height: 230 };
  return {
    form: preset?.form ?? '',
    formHi: preset?.formHi ?? '',
    kind: preset?.kind ?? 'photo',
    pixelsKind: pixels.kind,
    width: pixels.kind === 'exact' ? text(pixels.width) : '200',
    height: pixels.kind === 'exact' ? text(pixels.height) : '230',
    minWidth: pixels.kind === 'range' ? text(pixels.minWidth) : '140',
    minHeight: pixels.kind === 'range' ? text(pixels.minHeight) : '60',
    maxWidth: pixels.kind === 'range' ? text(pixels.maxWidth) : '1000',
    maxHeight: pixels.kind === 'range' ? text(pixels.maxHeight) : '500',
    square: pixels.kind === 'range' ? pixels.square : false,
    widthMm: pixels.kind === 'mm' ? text(pixels.widthMm) : '35',
    heightMm: pixels.kind === 'mm' ? text(pixels.heightMm) : '45',
    pixelsPreferred: preset?.pixelsPreferred ?? false,
    dpi: text(preset?.dpi ?? 96),
    minKb: text(preset?.minKb ?? 20),
    maxKb: text(preset?.maxKb ?? 50),
    caption: preset?.caption ?? 'none',
    tone: preset?.tone ?? 'colour',
    ruleYear: preset?.ruleYear === null || preset === null ? '' : text(preset.ruleYear),
    source: preset?.source ?? '',
    sourceHi: preset?.sourceHi ?? '',
    sourceUrl: preset?.sourceUrl ?? '',
    checked: preset ? (preset.checked ?? '') : today.slice(0, 7),
    secondarySource: preset?.secondarySource ?? true,
    note: preset?.note ?? '',
    noteHi: preset?.noteHi ?? '',
    oldPattern: preset?.oldPattern ?? false,
    noEdits: preset?.noEdits ?? false,
    signatures: text(preset?.signatures ?? 1),
    active: preset?.active ?? true,
    sortOrder: text(preset?.sortOrder ?? 100),
    reason: '',
  };
}

/** A number as typed: spaces around it ignored; NaN when empty. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed.trim()));

/** The pixel rule the values describe (only its own kind's boxes are read). */
export function examPresetFormPixels(values: ExamPresetFormValues): ExamPixels {
  switch (values.pixelsKind) {
    case 'exact':
      return { kind: 'exact', width: numberOf(values.width), height: numberOf(values.height) };
    case 'range':
      return {
        kind: 'range',
        minWidth: numberOf(values.minWidth),
        minHeight: numberOf(values.minHeight),
        maxWidth: numberOf(values.maxWidth),
        maxHeight: numberOf(values.maxHeight),
        square: values.square,
      };
    case 'mm':
      return { kind: 'mm', widthMm: numberOf(values.widthMm), heightMm: numberOf(values.heightMm) };
  }
}

const pixelBoxes: Record<ExamPixels['kind'], readonly ExamPresetFormField[]> = {
  exact: ['width', 'height'],
  range: ['minWidth', 'minHeight', 'maxWidth', 'maxHeight'],
  mm: ['widthMm', 'heightMm'],
};

/**
 * The save request the values make, checked by the server's own contract (`adminExamPresetRequest`), or the
 * fields it refuses with its words. A refusal of the pixel rule as a whole (a minimum above its maximum) marks
 * all of its boxes; the contract names the field of its other checks (the KB window's largest size, the count of
 * signatures).
 */
export function readExamPresetForm(values: ExamPresetFormValues): {
  request: AdminExamPresetRequest | null;
  refused: Partial<Record<ExamPresetFormField, string>>;
} {
  const parsed = adminExamPresetRequest.safeParse({
    form: values.form,
    formHi: values.formHi,
    kind: values.kind,
    pixels: examPresetFormPixels(values),
    pixelsPreferred: values.pixelsPreferred,
    dpi: numberOf(values.dpi),
    minKb: numberOf(values.minKb),
    maxKb: numberOf(values.maxKb),
    format: 'jpeg',
    caption: values.caption,
    tone: values.tone,
    ruleYear: values.ruleYear.trim() === '' ? null : numberOf(values.ruleYear),
    source: values.source,
    sourceHi: values.sourceHi,
    sourceUrl: values.sourceUrl,
    checked: values.checked.trim() === '' ? null : values.checked.trim(),
    secondarySource: values.secondarySource,
    note: values.note,
    noteHi: values.noteHi,
    oldPattern: values.oldPattern,
    noEdits: values.noEdits,
    signatures: numberOf(values.signatures),
    active: values.active,
    sortOrder: numberOf(values.sortOrder),
    reason: values.reason,
  });
  if (parsed.success) return { request: parsed.data, refused: {} };
  const refused: Partial<Record<ExamPresetFormField, string>> = {};
  const mark = (field: ExamPresetFormField, message: string) => (refused[field] ??= message);
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    if (first === 'pixels') {
      const box = pixelBoxes[values.pixelsKind].find((name) => name === second);
      if (box) mark(box, issue.message);
      else for (const name of pixelBoxes[values.pixelsKind]) mark(name, issue.message);
    } else if (first !== undefined && first in values && first !== 'pixelsKind') mark(first as ExamPresetFormField, issue.message);
    // Format is not the editor's to choose (every form asks for JPEG): nothing else is left unnamed.
    else mark('form', issue.message);
  }
  return { request: null, refused };
}
