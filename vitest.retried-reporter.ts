import { relative } from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/**
 * Lists every test that passed only on a retry. The default reporter shows a retry only beside a test
 * it prints anyway (a failed or a slow one), so a quick test that failed once and then passed would
 * pass unseen. A retry is a safety net on a loaded machine, and each one is a bug to find (issue 14.7).
 */
export default class RetriedReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const retryCount = testCase.diagnostic()?.retryCount ?? 0;
    if (retryCount > 0 && testCase.result().state === 'passed') {
      this.retried.push(
        `${testCase.project.name} › ${relative(process.cwd(), testCase.module.moduleId)} › ${testCase.fullName} (retry x${retryCount})`,
      );
    }
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    console.log(`\nPassed only on a retry (${this.retried.length}), each a bug to find:`);
    for (const line of this.retried) console.log(`  ${line}`);
  }
}
