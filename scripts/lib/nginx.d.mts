import type { ChildProcess } from 'node:child_process';

export interface NginxOptions {
  dir: string;
  bind: string;
  servers: string[];
  clientKeepaliveRequests?: number;
}
export function findNginx(): string | undefined;
export const NGINX_FAIL_TIMEOUT_MS: number;
export function nginxConfig(options: NginxOptions): string;
export function startNginx(options: NginxOptions & { stdio?: 'inherit' | 'ignore' }): { child: ChildProcess; errors(): string; stop(): Promise<void> };
