// A jest reporter for .ci/run: writes each test file's project, start and end time and test
// counts to .ci/jest-file-times.json (jest's own --json output does not say which project a
// result belongs to, and both server projects run the same files).
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  constructor(globalConfig) {
    this.outputFile = path.join(globalConfig.rootDir, '.ci/jest-file-times.json');
    this.files = [];
  }

  onTestResult(test, result) {
    const name = test.context.config.displayName;
    const count = (status) => result.testResults.filter((t) => t.status === status).length;
    this.files.push({
      project: (typeof name === 'string' ? name : name?.name) ?? '(none)',
      path: result.testFilePath,
      start: result.perfStats.start,
      end: result.perfStats.end,
      passed: count('passed'),
      failed: count('failed') + (result.testExecError ? 1 : 0),
      skipped: result.testResults.length - count('passed') - count('failed'),
    });
  }

  onRunComplete() {
    fs.writeFileSync(this.outputFile, JSON.stringify(this.files, null, 1));
  }
}
