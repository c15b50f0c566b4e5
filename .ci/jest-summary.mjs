// Prints what .ci/jest-file-times.mjs recorded, per jest project: files, tests, the sum of its
// files' times ("busy") and its span (first file started to last file ended), then the slowest
// files. Used by .ci/run.
import fs from 'node:fs';

const files = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

const byProject = new Map();
for (const file of files) {
  const p = byProject.get(file.project) ?? { files: 0, passed: 0, failed: 0, skipped: 0, busy: 0, start: Infinity, end: 0 };
  p.files += 1;
  p.passed += file.passed;
  p.failed += file.failed;
  p.skipped += file.skipped;
  p.busy += file.end - file.start;
  p.start = Math.min(p.start, file.start);
  p.end = Math.max(p.end, file.end);
  byProject.set(file.project, p);
}
for (const [name, p] of byProject) {
  const tests = `${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped`;
  console.log(`${name.padEnd(16)} ${`${p.files} files`.padEnd(9)} ${tests.padEnd(34)} busy ${seconds(p.busy).padEnd(7)} span ${seconds(p.end - p.start)}`);
}
console.log('slowest files:');
for (const file of [...files].sort((a, b) => b.end - b.start - (a.end - a.start)).slice(0, 10)) {
  console.log(`  ${((file.end - file.start) / 1000).toFixed(1).padStart(6)} s  ${file.project.padEnd(16)} ${file.path.replace(`${process.cwd()}/`, '')}`);
}

// The slowest single tests, from jest's own results (argv[3]): a test near its time limit (60 s
// unless it sets its own) fails on the next slower machine, as the CI of 2026-11-29 showed.
if (process.argv[3] && fs.existsSync(process.argv[3])) {
  const results = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
  const tests = results.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({ path: file.name.replace(`${process.cwd()}/`, ''), title: test.fullName, ms: test.duration ?? 0 })),
  );
  console.log('slowest tests:');
  for (const test of tests.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.path}  ${test.title}`);
  }
}
