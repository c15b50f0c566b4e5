import type { ChildProcess } from 'node:child_process';

export function findNginx(): string | undefined;
export const NGINX_FAIL_TIMEOUT_MS: number;
export function nginxConfig(options: { dir: string; bind: string; servers: string[] }): string;
export function startNginx(options: { dir: string; bind: string; servers: string[]; stdio?: 'inherit' | 'ignore' }): { child: ChildProcess; stop(): Promise<void> };
