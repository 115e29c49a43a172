// Reads the JSON reports of Jest and Playwright and tells which tests failed and how, in a few lines
// each, so that the end of a long test log (all a CI page may show) names them.
import path from 'node:path';

/** The first lines of an error message, without colour codes: enough to tell what went wrong. */
function firstLines(message = '', count = 6) {
  return String(message)
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line.slice(0, 300)}`)
    .join('\n');
}

/** Jest's failed tests, each with where it is and how it failed. */
export function jestFailures(j) {
  const failures = [];
  for (const file of j.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name ?? '');
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${where} › ${t.fullName}\n${firstLines(t.failureMessages?.[0])}`);
    }
    if (file.testExecError || (file.status === 'failed' && !(file.assertionResults ?? []).length)) {
      failures.push(`${where} (the file did not run)\n${firstLines(file.message || file.testExecError?.message)}`);
    }
  }
  return failures;
}

/** Playwright's failed or flaky tests, each with where it is and how it failed. */
export function playwrightFailures(j) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = (t.results ?? []).map((r) => r.error?.message).find(Boolean);
        const title = [...titles, spec.title].filter(Boolean).join(' › ');
        failures.push(`[${t.projectName}] ${spec.file}:${spec.line} › ${title} (${t.status})\n${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title === suite.file ? '' : child.title]);
  };
  for (const suite of j.suites ?? []) visit(suite, []);
  for (const e of j.errors ?? []) failures.push(`outside any test\n${firstLines(e.message)}`);
  return failures;
}
