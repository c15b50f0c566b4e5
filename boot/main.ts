import 'dotenv/config';
import { startServer } from './index';
import { loadConfig } from '../server/config';
import { faultSummary } from '../server/http/errors';
import { createLogger } from '../server/logger';

const config = loadConfig();
const logger = createLogger(config.logLevel, config.instance);

// Anything that escapes every request's own handling leaves the process in a state nobody knows:
// log it (class, code and stack, never data) and end, so the supervisor (npm start, Docker, the
// cluster) starts a clean one. Request faults are answered and logged with their request id where
// they happen (the error handler, the fast path); what arrives here has lost its request.
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (err: unknown) => {
    logger.fatal({ ...faultSummary(err), event }, 'unexpected fault: exiting to be restarted');
    process.exit(70);
  });
}

const running = await startServer(config);
console.log(`Metal Gates: ${running.url}  (API ${running.url}/api, GraphQL ${running.url}/api/graphql)`);

// Ctrl-C reaches the whole process group (the supervisor forwards it too): the first signal
// starts the drain, repeats are ignored while it runs.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: draining requests and closing the database`);
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error(faultSummary(err), 'closing failed');
        process.exit(1);
      },
    );
  });
}
