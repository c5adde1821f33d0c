import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's own script, run in the page as it is (the dev dependency, never fetched). */
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/** The impacts that fail a journey. */
const failingImpacts = new Set(['serious', 'critical']);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; html: string; summary: string }>;
}

interface AxeResult {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
}

/**
 * Runs axe-core (WCAG 2 A/AA and best practices) on the page as it is now, dialogs and all, and returns its
 * serious and critical findings. axe is evaluated through the DevTools protocol, not added as a <script>,
 * so the page's CSP (no inline script) neither blocks it nor reports it.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations;
  });
  return (violations as AxeResult[])
    .filter((violation) => failingImpacts.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      })),
    }));
}

/** One block per finding: impact, rule and its help, then each element (selector, markup, what to fix). */
export function describeAxeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((finding) =>
      [
        `[${finding.impact}] ${finding.id}: ${finding.help} (${finding.helpUrl})`,
        ...finding.nodes.map((node) => `    at ${node.target}\n      ${node.html}\n      ${node.summary}`),
      ].join('\n'),
    )
    .join('\n');
}

/**
 * Fails, listing them readably, when axe finds anything serious or critical on the page as it is now.
 * A soft failure: the journey goes on, so one run lists every screen's findings.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await seriousAxeFindings(page);
  expect.soft(findings.length === 0 ? '' : `axe on ${where}:\n${describeAxeFindings(findings)}`, `axe on ${where}`).toBe('');
}
