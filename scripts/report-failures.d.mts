/** Jest's failed tests in its JSON report (`--json`), each as "file › test name" and the error's first lines. */
export function jestFailures(report: unknown): string[];
/** Playwright's failed or flaky tests in its JSON report, each as "[project] file:line › titles (status)" and the error's first lines. */
export function playwrightFailures(report: unknown): string[];
