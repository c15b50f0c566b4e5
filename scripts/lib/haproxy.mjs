// The proxy in front of two or more instances: HAProxy, from Debian's package. Chosen over nginx
// because its free edition checks each instance actively (GET /api/ready every second: a draining
// instance leaves the rotation before it stops listening) and retries a request on another
// instance when a connection is refused, reset or closed before any answer; nginx's open-source
// edition only notices an instance is gone from failed requests. One function writes both the
// checked-in configuration for docker compose (deploy/haproxy.cfg, a test keeps them equal) and
// the one `npm run cluster` and the chaos test run on one machine.

/**
 * @param {object} options
 * @param {string} options.bind        e.g. `*:4000` or `127.0.0.1:4000`
 * @param {{ name: string, address: string }[]} options.servers   address `host:port`
 * @param {string} [options.header]     a comment heading the file
 * @param {boolean} [options.dockerDns] resolve server names through Docker's DNS, again whenever an
 *                                      instance comes back with a new address (compose)
 */
export function haproxyConfig({ bind, servers, header = '', dockerDns = false }) {
  const resolvers = dockerDns ? '\nresolvers docker\n    nameserver dns 127.0.0.11:53\n    hold valid 5s\n' : '';
  // With Docker's DNS an instance that is down when the proxy starts does not stop it starting.
  const addressing = dockerDns ? ' resolvers docker init-addr last,libc,none' : '';
  return `${header}global
    maxconn 4096
${resolvers}
defaults
    mode http
    timeout connect 2s
    timeout client 30s
    timeout server 65s
    timeout http-request 10s
    timeout http-keep-alive 5s
    timeout queue 10s
    # A readiness check may take this long before it counts as failed: an instance busy with a
    # burst is slow, not gone (a draining one answers 503 at once).
    timeout check 3s
    # A request whose connection was refused goes to another instance (it never arrived, whatever
    # its method); a GET or HEAD also when its connection closed or timed out before any answer.
    # Writes are never replayed after they reached an instance: it may have acted on them.
    retries 3
    option redispatch 1
    retry-on conn-failure empty-response response-timeout
    # The client's address for rate limits: the app trusts X-Forwarded-For from this proxy only.
    option forwardfor

frontend web
    bind ${bind}
    # Every request gets the proxy's own id, which the app trusts (TRUST_PROXY), echoes as
    # X-Request-Id and logs: one id from the proxy's log to the app's (a client's own is replaced).
    unique-id-format %[uuid()]
    http-request set-header X-Request-Id %[unique-id]
    default_backend app

backend app
    balance roundrobin
    # Readiness, not health: 503 from the moment an instance is told to stop (see README).
    option httpchk
    http-check send meth GET uri /api/ready
    http-check expect status 200
    default-server inter 1s fastinter 500ms downinter 500ms fall 1 rise 1${addressing}
    http-request disable-l7-retry if !METH_GET
${servers.map((s) => `    server ${s.name} ${s.address} check`).join('\n')}
`;
}

/** The configuration docker-compose.yml mounts: two app replicas on the compose network. */
export const composeHaproxyConfig = () =>
  haproxyConfig({
    bind: '*:4000',
    servers: [
      { name: 'app1', address: 'app1:4000' },
      { name: 'app2', address: 'app2:4000' },
    ],
    dockerDns: true,
    header: '# Written by scripts/lib/haproxy.mjs (composeHaproxyConfig): edit there, then `node scripts/cluster.mjs --write-compose-config`.\n',
  });
