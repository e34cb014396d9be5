// The scaled deployment of docker/compose.yaml, on this machine, for the topology suite: one
// PostgreSQL database of its own (copied from the seeded template), RabbitMQ with STOMP and Web
// STOMP, two upstream processes and two BFF processes (BFF A on upstream 1, BFF B on upstream 2), all
// on one STOMP namespace of their own. Faults are injected as an operator would meet them: a
// process stopped, RabbitMQ stopped and started (rabbitmqctl stop_app / start_app), PostgreSQL made
// unreachable (the upstreams reach it through a TCP relay this file can cut, so no other user of
// the server is disturbed).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { createTestDatabase } from '@hotel/upstream/test-harness';
import type { GqlResult } from '../test/stack.js';
import type { Gql } from '../modules/restaurant/restaurant.fixtures.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const run = promisify(execFile);

/** How long a condition may take before a wait fails (a regression fails instead of hanging). */
export const WAIT_MS = 60_000;

/** Why the suite cannot run here, or null when it can. */
export function topologySkipReason(): string | null {
  if (!process.env.DATABASE_URL || !process.env.STOMP_RELAY_URL) {
    return 'needs PostgreSQL and RabbitMQ: set DATABASE_URL and STOMP_RELAY_URL (as .ci/run does)';
  }
  return null;
}

export async function until<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  log = () => '',
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what}${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One process of a tier: started, stopped and started again as an operator would. */
export class Instance {
  url = '';
  private child: ChildProcess | null = null;
  private output = '';

  constructor(
    readonly name: string,
    private readonly script: string,
    private readonly env: () => NodeJS.ProcessEnv,
  ) {}

  get running(): boolean {
    return this.child !== null;
  }

  log(): string {
    return this.output.slice(-4000);
  }

  /** Starts the process and waits until it prints the address it listens on. */
  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--enable-source-maps', this.script], {
      cwd: ROOT,
      env: this.env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const started = this.output.length;
    child.stdout?.on('data', (chunk) => (this.output += chunk));
    child.stderr?.on('data', (chunk) => (this.output += chunk));
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.url = await until(
      `${this.name} to listen`,
      () => {
        if (!this.child) throw new Error(`${this.name} exited while starting:\n${this.log()}`);
        return /listening on (http:\/\/[\d.]+:\d+)/.exec(this.output.slice(started))?.[1];
      },
      () => `\n${this.log()}`,
    );
  }

  /** SIGTERM (a graceful stop, as a rolling update does) and waits until the process has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** A TCP relay in front of PostgreSQL: cut() drops every connection and refuses new ones. */
class DatabaseRelay {
  private down = false;
  private readonly sockets = new Set<Socket>();
  private server: Server | null = null;
  port = 0;

  constructor(
    private readonly host: string,
    private readonly targetPort: number,
  ) {}

  async listen(): Promise<void> {
    const server = createServer((client) => {
      if (this.down) return client.destroy();
      const upstream = connect(this.targetPort, this.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.once('close', () => this.sockets.delete(s));
        s.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  /** PostgreSQL unreachable: open connections drop, new ones are reset. */
  cut(): void {
    this.down = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.down = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** RabbitMQ on this machine, stopped and started with rabbitmqctl (the broker's own tool). */
export const rabbitmq = {
  async stop(): Promise<void> {
    await run('rabbitmqctl', ['-q', 'stop_app']);
  },
  async start(): Promise<void> {
    await run('rabbitmqctl', ['-q', 'start_app']);
  },
  async available(): Promise<boolean> {
    try {
      await run('rabbitmqctl', ['-q', 'status']);
      return true;
    } catch {
      return false;
    }
  },
};

export interface HealthAnswer {
  status: number;
  body: Record<string, unknown> & { status?: string };
}

export interface Deployment {
  upstreams: [Instance, Instance];
  bffs: [Instance, Instance];
  /** The database as the test sees it, bypassing the relay. */
  db: pg.Client;
  database: DatabaseRelay;
  /** GraphQL over HTTP on one BFF. */
  gqlOn(bff: Instance): Gql;
  signIn(bff: Instance, email: string): Promise<string>;
  health(instance: Instance): Promise<HealthAnswer>;
  /** Every process's recent output, for a failure message. */
  logs(): string;
  close(): Promise<void>;
}

export async function startDeployment(): Promise<Deployment> {
  const server = process.env.DATABASE_URL!;
  const fresh = await createTestDatabase(server, { seeded: true });
  const direct = new URL(fresh.url);
  const database = new DatabaseRelay(direct.hostname, Number(direct.port || 5432));
  await database.listen();
  const relayed = new URL(fresh.url);
  relayed.hostname = '127.0.0.1';
  relayed.port = String(database.port);
  const db = new pg.Client({ connectionString: fresh.url });
  await db.connect();

  // Every instance on the documented defaults (SESSION_CACHE_MS, UPSTREAM_TIMEOUT_MS, …), on one
  // namespace of RabbitMQ's topics that no other run shares.
  const namespace = `topo${randomBytes(4).toString('hex')}`;
  // The OAuth client secret every instance shares, as a deployment sets it.
  const secret = randomBytes(24).toString('base64url');
  const common = (): NodeJS.ProcessEnv => {
    const env: NodeJS.ProcessEnv = { ...process.env, STOMP_NAMESPACE: namespace, OAUTH_CLIENT_SECRET: secret };
    for (const key of ['SESSION_CACHE_MS', 'UPSTREAM_TIMEOUT_MS', 'NODE_ENV', 'UPSTREAM_PORT', 'UPSTREAM_URL', 'PORT'])
      delete env[key];
    return env;
  };
  const upstream = (name: string) =>
    new Instance(name, 'upstream/dist/main.js', () => ({
      ...common(),
      UPSTREAM_PORT: '0',
      DATABASE_URL: relayed.toString(),
      SEED_DEMO: 'false',
    }));
  const upstreams: [Instance, Instance] = [upstream('upstream 1'), upstream('upstream 2')];
  const bff = (name: string, behind: Instance) =>
    new Instance(name, 'bff/dist/main.js', () => ({
      ...common(),
      PORT: '0',
      UPSTREAM_URL: behind.url,
      WEB_DIST: '',
    }));
  const bffs: [Instance, Instance] = [bff('BFF A', upstreams[0]), bff('BFF B', upstreams[1])];

  const all = [...upstreams, ...bffs];
  const logs = () => all.map((i) => `\n--- ${i.name} (${i.url}):\n${i.log()}`).join('');
  const close = async () => {
    for (const instance of [...bffs, ...upstreams]) await instance.stop();
    await db.end().catch(() => undefined);
    await database.close();
    await fresh.drop();
  };

  try {
    for (const instance of upstreams) await instance.start();
    await Promise.all(bffs.map((b) => b.start()));
  } catch (error) {
    await close();
    throw error;
  }

  const gqlOn =
    (instance: Instance): Gql =>
    async <T>(
      query: string,
      variables: Record<string, unknown> = {},
      opts: { token?: string | null; serviceId?: number | null } = {},
    ) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.serviceId) headers['x-service-id'] = String(opts.serviceId);
      const res = await fetch(`${instance.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GqlResult<T>;
    };

  return {
    upstreams,
    bffs,
    db,
    database,
    gqlOn,
    async signIn(instance, email) {
      const res = await gqlOn(instance)<{ signIn: { accessToken: string } }>(
        'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { accessToken } }',
        { e: email, p: 'Hotel@1234' },
      );
      if (!res.data?.signIn) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(res.errors)}`);
      return res.data.signIn.accessToken;
    },
    async health(instance) {
      try {
        const res = await fetch(`${instance.url}/health`);
        return { status: res.status, body: (await res.json()) as HealthAnswer['body'] };
      } catch (error) {
        return { status: 0, body: { error: String(error) } };
      }
    },
    logs,
    close,
  };
}
