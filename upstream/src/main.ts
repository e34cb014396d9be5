import { loadConfig } from './config.js';
import { startUpstream } from './server.js';

const config = loadConfig();
const upstream = await startUpstream(config, { logger: process.env.LOG_REQUESTS === 'true', nightAudit: true });
console.log(
  `upstream listening on ${upstream.url} (${upstream.db.kind}${config.stompRelayUrl ? ', STOMP via RabbitMQ' : ''})`,
);
const stop = async () => {
  await upstream.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
