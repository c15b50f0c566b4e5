import type { StdioOptions } from 'node:child_process';
import type { Supervisor } from './cluster.mjs';

export function supervise(options: {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: StdioOptions;
  log?: (line: string) => void;
  minBackoffMs?: number;
  maxBackoffMs?: number;
  stableAfterMs?: number;
}): Supervisor;
