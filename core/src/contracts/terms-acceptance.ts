import { z } from 'zod/mini';

/**
 * The version of the Terms and Conditions buyers accept: SHA-256 (hex) of their texts as the site shows them, in
 * English and Hindi (the heading, the introduction and the five sections). A unit test recomputes it from the
 * texts, so changing them fails the build until this is brought up to date, and every buyer is asked again
 * (docs/decisions/0067-terms-accepted-once-a-version.md).
 */
export const TERMS_HASH = 'e4aa27c616ffe7f55d684753da2a0f54813771ec90fe4de9975ae98bd56c96a7';

/** The keys of the terms' texts the version covers, in order (`terms.<key>` in the page texts). */
export const termsTextKeys = ['heading', 'intro', 'changes', 'accuracy', 'use', 'ip', 'liability'] as const;

/** GET /api/v1/me/terms (and the answer of POST): the terms' version now, and when the signed-in user accepted it, or null. */
export const termsAcceptanceResponse = z.object({ termsHash: z.string(), acceptedAt: z.nullable(z.string()) });
export type TermsAcceptance = z.infer<typeof termsAcceptanceResponse>;

/** POST /api/v1/me/terms: the version the user read and accepted (409 TERMS_CHANGED when it is no longer the current one). */
export const termsAcceptanceRequest = z.object({ termsHash: z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Give the terms’ version as 64 hex digits.')) });
