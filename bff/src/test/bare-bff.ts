// The BFF alone, nothing listening upstream: enough for what it answers by itself (the web app,
// the sandbox page, `{ __typename }`, operations refused before they run).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { loadConfig } from '../config.js';
import { startBff, type RunningBff } from '../server.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export async function startBareBff(env: Record<string, string> = {}): Promise<RunningBff> {
  const upstream = `http://127.0.0.1:${await freePort()}`;
  return startBff(
    loadConfig({
      ...process.env,
      PORT: '0',
      UPSTREAM_URL: upstream,
      STOMP_RELAY_URL: '',
      WEB_DIST: '',
      OAUTH_CLIENT_SECRET: randomBytes(24).toString('base64url'),
      ...env,
    }),
  );
}
