// A stock nginx (Debian's package) in front of the instances, beside HAProxy (haproxy.mjs): what an
// operator who already runs nginx would put there. Its open-source edition checks nothing actively
// and retries a request on the next instance only when it is idempotent (GET, HEAD...) or was never
// sent, which is why the web app's GraphQL queries travel as GET (docs/architecture.md,
// "Persisted queries"). Upstream keep-alive and the default retry rules (max_fails=1,
// fail_timeout=10s, proxy_next_upstream error timeout) are left as they come.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** nginx's path, or undefined when it is not installed (Debian: `apt-get install nginx`). */
export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/** How long nginx leaves an instance alone after a failed request (its default `fail_timeout`). */
export const NGINX_FAIL_TIMEOUT_MS = 10_000;

/**
 * @param {object} options
 * @param {string} options.dir       a directory of its own (configuration, pid, logs, temp files)
 * @param {string} options.bind      e.g. `127.0.0.1:4000`
 * @param {string[]} options.servers addresses `host:port`
 * @param {number} [options.clientKeepaliveRequests]  requests per client connection before nginx
 *   closes it (its default, 1000, when unset): a load generator that ignores `Connection: close`
 *   (autocannon) sends its next request on the connection nginx is closing and counts the reset
 *   as an error of the system under test.
 */
export function nginxConfig({ dir, bind, servers, clientKeepaliveRequests }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(dir, `${name}-temp`)};`).join('\n');
  return `daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
worker_processes 1;
events { worker_connections 1024; }
http {
    access_log off;
${clientKeepaliveRequests ? `    keepalive_requests ${clientKeepaliveRequests};\n` : ''}${temp}
    upstream app {
${servers.map((s) => `        server ${s};`).join('\n')}
        keepalive 16;
    }
    server {
        listen ${bind};
        location / {
            proxy_pass http://app;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        }
    }
}
`;
}

/**
 * Starts nginx over `servers` on `bind` (options as `nginxConfig`'s); `errors()` reads its error
 * log; `stop()` ends it and removes its directory.
 */
export function startNginx({ dir, bind, servers, clientKeepaliveRequests, stdio = 'ignore' }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed (Debian: apt-get install nginx)');
  fs.mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig({ dir, bind, servers, clientKeepaliveRequests }));
  const errorLog = path.join(dir, 'error.log');
  const child = spawn(nginx, ['-p', dir, '-c', config, '-e', errorLog], { stdio });
  return {
    child,
    errors: () => (fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await gone;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
