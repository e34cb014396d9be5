import { loadConfig } from './config.js';
import { startBff } from './server.js';

const config = loadConfig();
const bff = await startBff(config);
console.log(`BFF listening on ${bff.url} (GraphQL at ${bff.url}/graphql)`);
const stop = async () => {
  await bff.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
