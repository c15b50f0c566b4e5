import type { ChildProcess } from 'node:child_process';

export interface Supervisor {
  readonly child: ChildProcess;
  readonly restarts: number;
  onStart(listener: (child: ChildProcess) => void): void;
  stop(signal?: NodeJS.Signals): Promise<number>;
  restart(signal?: NodeJS.Signals): Promise<void>;
  exited: Promise<number>;
}
export interface ClusterMember {
  name: string;
  port: number;
  url: string;
  supervisor: Supervisor;
}
export interface Cluster {
  proxyUrl: string;
  members: ClusterMember[];
  states(): Promise<Record<string, string>>;
  waitState(name: string, state: string, timeoutMs?: number): Promise<void>;
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}
export function findHaproxy(): string | undefined;
export function freePort(): Promise<number>;
export function waitFor200(url: string, timeoutMs?: number): Promise<void>;
export function startCluster(options: {
  databaseUrl: string;
  instances?: number;
  port?: number;
  env?: Record<string, string>;
  output?: 'inherit' | 'ignore' | 'pipe' | number;
  log?: (line: string) => void;
}): Promise<Cluster>;
