/**
 * A reporter that prints what the page showed when a test failed (Playwright's error context: the page's
 * accessibility snapshot), so a failure seen only in a CI log can be read there too: the trace and the screenshot
 * stay on the machine that ran it.
 */
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 120;

export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // the error itself is printed by the list reporter: the page's snapshot is what is added
    const snapshot = text.indexOf('```yaml');
    const lines = (snapshot >= 0 ? text.slice(snapshot) : text).split('\n');
    const shown = lines.slice(0, MAX_LINES).join('\n');
    const more = lines.length > MAX_LINES ? `\n… ${lines.length - MAX_LINES} more lines in ${context.path}` : '';
    process.stdout.write(`\n── page at the failure of "${test.title}" ──\n${shown}${more}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
