// Starts the upstream: database (migrated, catalogue synced, demo seeded on first start), HTTP and
// STOMP on one port. Used by main.ts, `npm start` and the tests.
import type { AddressInfo } from 'node:net';
import type { UpstreamConfig } from './config.js';
import { openDatabase, openMemoryDatabase, type Database } from './db/database.js';
import { migrate } from './db/migrate.js';
import { buildApp } from './app.js';
import { principalFromToken } from './auth/tokens.js';
import { syncFeatureCatalogue } from './permission/catalogue.js';
import { seedDemo } from './seed/demo.js';
import { createStompBroker } from './stomp/broker.js';
import { createPublisher } from './stomp/publisher.js';
import { mayReceive } from './stomp/destinations.js';
import { startNightAuditScheduler } from './reservation/night-audit.js';

export interface RunningUpstream {
  url: string;
  port: number;
  db: Database;
  close(): Promise<void>;
}

/** Brings a database up to date: migrations, the feature catalogue, and the demo data when asked. */
export async function prepareDatabase(db: Database, seed: boolean): Promise<void> {
  await migrate(db);
  await syncFeatureCatalogue(db);
  if (seed) await seedDemo(db);
}

export async function startUpstream(
  config: UpstreamConfig,
  opts: { memory?: boolean; logger?: boolean; snapshot?: Blob; nightAudit?: boolean } = {},
): Promise<RunningUpstream> {
  const db = opts.memory
    ? await openMemoryDatabase(opts.snapshot)
    : await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: config.databasePoolSize,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
      });
  await prepareDatabase(db, config.seedDemo);

  const broker = createStompBroker({
    path: '/ws',
    authenticate: async (headers) => {
      const bearer = headers.Authorization ?? headers.authorization;
      const token = bearer?.startsWith('Bearer ') ? bearer.slice(7).trim() : headers.passcode;
      if (!token) return null;
      const p = await principalFromToken(db, token);
      return p ? { userId: p.userId, clientId: p.clientId, isService: p.kind === 'service' } : null;
    },
    authorize: (principal, destination) => mayReceive(principal, destination),
  });
  const publisher = createPublisher({
    relayUrl: config.stompRelayUrl,
    login: config.stompLogin,
    passcode: config.stompPasscode,
    namespace: config.stompNamespace,
    broker,
  });
  const { http } = await buildApp({ db, config, publisher }, { logger: opts.logger ?? false });
  http.server.on('upgrade', (req, socket, head) => {
    if (!broker.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await http.listen({ host: config.host, port: config.port });
  const port = (http.server.address() as AddressInfo).port;
  // The night audit's scheduler (reservation/night-audit.ts); the tests run audits themselves.
  const stopAudits = opts.nightAudit ? startNightAuditScheduler(db, publisher) : async () => {};
  return {
    url: `http://${config.host}:${port}`,
    port,
    db,
    async close() {
      await stopAudits();
      await broker.close();
      await publisher.close();
      await http.close();
      await db.close();
    },
  };
}
