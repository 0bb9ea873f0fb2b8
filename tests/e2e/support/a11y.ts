/**
 * The accessibility sweep's checker: axe-core (WCAG 2.1 A and AA rules) over what the user sees, as browser specs
 * drive the console. Every finding is kept for `reports/a11y.json` (`{ screens, violations: [{ route, rule,
 * impact }] }`, merged from each test's part by tests/e2e/support/a11y-report.ts after the run); the serious and
 * critical ones fail the test that met them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

/** Where each test leaves its part of the report. */
export const A11Y_PARTS_DIR = join('reports', 'a11y-parts');

export interface A11yFinding {
  /** The console route (and what was open on it, e.g. `/system/user (dialog 新增)`), its language and theme. */
  route: string;
  rule: string;
  impact: string;
  /** Where (a CSS path of the first element) and what axe says, to find it. */
  target: string;
  summary: string;
}

/** The findings of one test, written to its part of the report as they come. */
export class A11ySweep {
  readonly findings: A11yFinding[] = [];
  screens = 0;

  constructor(private readonly info: TestInfo) {}

  /**
   * Runs axe on the page (or on `include`, a CSS selector of the part that changed, e.g. the page area or a dialog),
   * records what it finds under `route`, and returns the serious and critical findings as sentences.
   */
  async check(page: Page, route: string, include?: string): Promise<string[]> {
    // only the violations are detailed (axe's passes and "incomplete" lists cost time and are not reported); axe
    // runs in the console's own frame (legacy mode): the default mode collects each frame's part and joins them in
    // a second, blank page it opens for every check, four times the cost, for frames the console does not have
    // (its one frame, 帮助中心, is sandboxed and shows another site)
    let builder = new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ resultTypes: ['violations'] })
      .setLegacyMode(true);
    if (include) builder = builder.include(include);
    const result = await builder.analyze();
    this.screens += 1;
    const serious: string[] = [];
    for (const v of result.violations) {
      const node = v.nodes[0];
      const finding: A11yFinding = {
        route,
        rule: v.id,
        impact: v.impact ?? 'unknown',
        target: node ? node.target.join(' ') : '',
        summary: (node?.failureSummary ?? v.help).replace(/\s+/g, ' ').trim(),
      };
      this.findings.push(finding);
      if (finding.impact === 'serious' || finding.impact === 'critical')
        serious.push(`${route}: ${v.id} (${finding.impact}, ${v.nodes.length}×) at ${finding.target}: ${finding.summary}`);
    }
    // written after every check, so a test that fails or times out later still reports what it saw
    this.save();
    return serious;
  }

  /** Writes this test's part of the report. */
  private save(): void {
    mkdirSync(A11Y_PARTS_DIR, { recursive: true });
    const name = `${this.info.titlePath
      .join(' ')
      .replace(/[^\w\u4e00-\u9fff-]+/g, '_')
      .slice(0, 120)}-${this.info.repeatEachIndex}.json`;
    writeFileSync(join(A11Y_PARTS_DIR, name), JSON.stringify({ screens: this.screens, violations: this.findings }));
  }
}
