import 'dotenv/config';
import { startServer } from './boot';
import { loadConfig } from './config';

const config = loadConfig();
const running = await startServer(config);
console.log(`Metal Gates: ${running.url}  (API ${running.url}/api, GraphQL ${running.url}/api/graphql)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    console.log(`${signal} received: draining requests and closing the database`);
    await running.close();
    process.exit(0);
  });
}
