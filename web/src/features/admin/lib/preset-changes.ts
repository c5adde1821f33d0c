import type { TFunction } from '../../../lib/i18n';

/** One field that differs between two versions of a preset, both values in words. */
export interface PresetChange {
  field: string;
  /** The field's name in the page's language (its own name for a field this screen does not know). */
  label: string;
  before: string;
  after: string;
}

/** The preset fields the editor names, in the order it shows them; any other field is listed after, by its own name. */
const presetFieldOrder = [
  'form',
  'formHi',
  'kind',
  'pixels',
  'pixelsPreferred',
  'dpi',
  'minKb',
  'maxKb',
  'format',
  'caption',
  'tone',
  'signatures',
  'ruleYear',
  'source',
  'sourceHi',
  'sourceUrl',
  'checked',
  'secondarySource',
  'note',
  'noteHi',
  'oldPattern',
  'noEdits',
  'active',
  'sortOrder',
  'version',
  'needsReview',
] as const;

function pixelsInWords(value: Record<string, unknown>): string | null {
  if (value.kind === 'exact') return `${String(value.width)}×${String(value.height)} px`;
  if (value.kind === 'mm') return `${String(value.widthMm)}×${String(value.heightMm)} mm`;
  if (value.kind === 'range') {
    const range = `${String(value.minWidth)}×${String(value.minHeight)} – ${String(value.maxWidth)}×${String(value.maxHeight)} px`;
    return value.square === true ? `${range}, square` : range;
  }
  return null;
}

/** A stored value in a few words: yes/no, "—" for nothing, a pixel rule as a size; anything else as it is. */
function inWords(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'admin.presets.yes' : 'admin.presets.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && !Array.isArray(value)) return pixelsInWords(value as Record<string, unknown>) ?? JSON.stringify(value);
  return JSON.stringify(value);
}

const isKnown = (field: string): field is (typeof presetFieldOrder)[number] => (presetFieldOrder as readonly string[]).includes(field);

/**
 * What differs from `before` to `after` (two versions of a preset, as stored or proposed), field by field in the
 * editor's order: `Largest size (KB): 20 → 25`. A field one side lacks counts as nothing ("—") there.
 */
export function presetChanges(t: TFunction, was: object, now: object): PresetChange[] {
  const before = was as Record<string, unknown>;
  const after = now as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'id');
  const rank = (field: string) => (isKnown(field) ? presetFieldOrder.indexOf(field) : presetFieldOrder.length);
  fields.sort((a, b) => rank(a) - rank(b));
  const changes: PresetChange[] = [];
  for (const field of fields) {
    const was = inWords(t, before[field]);
    const now = inWords(t, after[field]);
    if (was === now && JSON.stringify(before[field]) === JSON.stringify(after[field])) continue;
    changes.push({ field, label: isKnown(field) ? t(`admin.presets.fields.${field}`) : field, before: was, after: now });
  }
  return changes;
}

/** A change as one line: `Largest size (KB): 20 → 25`. */
export const presetChangeText = (change: PresetChange) => `${change.label}: ${change.before} → ${change.after}`;
