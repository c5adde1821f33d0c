import { z } from 'zod/mini';
import { examPresetId } from './exam-presets';

/**
 * "Rule looks wrong?" (docs/decisions/0058-exam-presets-2026.md): an operator tells the admin that a form now asks
 * for something else than a preset says: which form, what changed, and a link to where it says so.
 */
export const EXAM_PRESET_REPORT_LIMITS = { form: 80, changed: 500, link: 300 } as const;

/** POST /api/v1/exam-presets/:id/reports (signed in). */
export const examPresetReportRequest = z.object({
  form: z.string().check(z.trim(), z.minLength(1, 'Say which form you were filling.'), z.maxLength(EXAM_PRESET_REPORT_LIMITS.form)),
  changed: z.string().check(z.trim(), z.minLength(1, 'Say what the form asks for now.'), z.maxLength(EXAM_PRESET_REPORT_LIMITS.changed)),
  link: z
    .string()
    .check(z.trim(), z.maxLength(EXAM_PRESET_REPORT_LIMITS.link), z.regex(/^(https?:\/\/\S+)?$/, 'Give the address as https://…, or leave it empty.')),
});
export type ExamPresetReportRequest = z.infer<typeof examPresetReportRequest>;
export const examPresetReportResponse = z.object({ id: z.string() });

/** One note as the admin console lists it, with the preset's version it was about. */
export const examPresetReportSchema = z.object({
  id: z.string(),
  presetId: examPresetId,
  presetVersion: z.int(),
  form: z.string(),
  changed: z.string(),
  link: z.string(),
  uid: z.string(),
  createdAt: z.string(),
});
export type ExamPresetReport = z.infer<typeof examPresetReportSchema>;

/** GET /api/v1/admin/exam-preset-reports: the newest 100. */
export const examPresetReportsResponse = z.object({ reports: z.array(examPresetReportSchema) });
