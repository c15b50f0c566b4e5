// Prints jest's --json results per project: files, tests, the sum of its files' times, and its
// span (first file started to last file ended), then the slowest files. Used by .ci/run.
import fs from 'node:fs';

const results = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));

const byProject = new Map();
for (const file of results.testResults) {
  const name = file.displayName?.name ?? file.displayName ?? '(none)';
  const p = byProject.get(name) ?? { files: 0, passed: 0, failed: 0, skipped: 0, busy: 0, start: Infinity, end: 0 };
  p.files += 1;
  for (const t of file.assertionResults) {
    if (t.status === 'passed') p.passed += 1;
    else if (t.status === 'failed') p.failed += 1;
    else p.skipped += 1;
  }
  p.busy += (file.endTime - file.startTime) / 1000;
  p.start = Math.min(p.start, file.startTime);
  p.end = Math.max(p.end, file.endTime);
  byProject.set(name, p);
}
const pad = (s, n) => String(s).padEnd(n);
for (const [name, p] of byProject) {
  console.log(
    `${pad(name, 16)} ${pad(`${p.files} files`, 9)} ${pad(`${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped`, 34)}` +
      ` busy ${pad(`${p.busy.toFixed(0)} s`, 7)} span ${((p.end - p.start) / 1000).toFixed(0)} s`,
  );
}
console.log(`${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`);
const slowest = [...results.testResults].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, 8);
console.log('slowest files:');
for (const file of slowest) {
  const name = file.displayName?.name ?? file.displayName ?? '';
  console.log(`  ${((file.endTime - file.startTime) / 1000).toFixed(1).padStart(6)} s  ${name}  ${file.name.replace(`${process.cwd()}/`, '')}`);
}
