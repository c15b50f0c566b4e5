import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from '@jest/globals';
import { findHaproxy } from '../../scripts/lib/cluster.mjs';
import { composeHaproxyConfig } from '../../scripts/lib/haproxy.mjs';

const checkedIn = path.resolve(import.meta.dirname, '../../deploy/haproxy.cfg');

it('the proxy configuration docker compose mounts is the one the cluster runs (written by scripts/lib/haproxy.mjs), and HAProxy takes it', () => {
  expect(fs.readFileSync(checkedIn, 'utf8')).toBe(composeHaproxyConfig());
  const haproxy = findHaproxy();
  if (!haproxy && process.env.CI !== 'true') return console.log('SKIPPING haproxy -c: HAProxy is not installed');
  // -c checks the file; Docker's DNS names do not resolve here, which init-addr ... none allows.
  expect(() => execFileSync(haproxy!, ['-c', '-f', checkedIn], { stdio: 'pipe' })).not.toThrow();
});

it("the production image carries everything the built server reads at run time: the web app, the server render's bundle and the server", () => {
  const dockerfile = fs.readFileSync(path.resolve(import.meta.dirname, '../../Dockerfile'), 'utf8');
  // pageRenderer.ts loads web/dist-server beside web/dist; without it every page is client-rendered.
  for (const dir of ['web/dist', 'web/dist-server', 'dist']) {
    expect(dockerfile).toMatch(new RegExp(`^COPY --from=build /app/${dir} \\./${dir}$`, 'm'));
  }
});
