import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

// axe-core judges each screen as accessibility auditors do (docs/accessibility.md): the rules of
// WCAG 2.0, 2.1 and 2.2 at levels A and AA. Evaluated through the DevTools protocol, so the app's
// Content-Security-Policy (no inline scripts) does not stand in its way.
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** What fails a screen: a violation axe ranks serious or critical. */
const BLOCKING = new Set(['serious', 'critical']);

const describe = (violation: Result): string =>
  `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim() ?? ''}`)
    .join('\n')}`;

/** The serious and critical WCAG A/AA violations on what `page` shows now, described for a failure message. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations.filter((violation) => BLOCKING.has(violation.impact ?? '')).map(describe);
}
