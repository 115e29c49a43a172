// Jest's order of test files, with the slowest started first. Jest otherwise starts the largest
// files first (a clean clone keeps no timings of an earlier run), and a long file started last
// keeps the run waiting on it alone while the other worker idles. The list holds the files that
// take longest in CI (each suite's JSON report in reports/ has every file's time), slowest first.
const Sequencer = require('@jest/test-sequencer').default;

const SLOWEST = [
  'reliability/fuzz.test.ts',
  'reliability/restart.test.ts',
  'reliability/crash.test.ts',
  'contract/history-firebase.test.ts',
  'contract/firebase-store.test.ts',
  'unit/readme-recipe.test.ts',
  'unit/resume-pdf.test.ts',
];

class SlowestFirst extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const i = SLOWEST.findIndex((name) => test.path.endsWith(name));
      return i === -1 ? SLOWEST.length : i;
    };
    const order = (sorted) => [...sorted].sort((a, b) => rank(a) - rank(b));
    const sorted = super.sort(tests);
    return Array.isArray(sorted) ? order(sorted) : sorted.then(order);
  }
}

module.exports = SlowestFirst;
