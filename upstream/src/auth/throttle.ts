// Attempt limits of sign-in and of the forgotten-password code, counted in the database
// (auth_throttle, migration 006) so that every upstream instance sees the same counts and that a
// check and its count are one step: an attempt is counted *before* the password or code is verified,
// under a row lock, so 200 parallel guesses meet the limit exactly as 200 sequential ones do. A
// success gives its provisional count back.
//
// Sign-in (per account = the normalised e-mail, known or not, so the answer tells nothing):
// - per account and client: `freeFailures` failures in a row, then each further attempt from that
//   client waits `firstDelaySeconds` (1 s), then twice as long … up to `maxDelaySeconds` after the
//   last one. Failures from other clients do not slow the owner down;
// - per client: at most `failuresPerClient` failures in a window across all accounts (password
//   spraying);
// - per account: past `failuresPerAccount` failures in a window from all clients (a distributed
//   guess), only clients that signed in to this account before (within 30 days) may still try, each
//   under its own back-off. The owner on a known client is never locked out.
//
// Forgotten password: code requests per account and per client in a window; wrong codes per account
// (across all its codes) and per client in a window.
import type { Database, Queryable } from '../db/database.js';

export interface SignInLimits {
  freeFailures: number;
  /** The first wait after the free failures; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  failuresPerClient: number;
  failuresPerAccount: number;
  windowSeconds: number;
}

export interface ResetLimits {
  codesPerAccount: number;
  requestsPerClient: number;
  wrongCodesPerAccount: number;
  wrongCodesPerClient: number;
  windowSeconds: number;
}

const KNOWN_CLIENT_DAYS = 30;
/** A run of failures from one client is forgotten a day after its last attempt. */
const FORGET_SECONDS = 24 * 3600;

interface Counter {
  bucket: string;
  key: string;
}

interface Row {
  bucket: string;
  key: string;
  count: number;
  window_started: Date | string;
  last_at: Date | string | null;
  succeeded_at: Date | string | null;
  now: Date | string;
}

interface State {
  count: number;
  windowStarted: number;
  lastAt: number | null;
  succeededAt: number | null;
}

const ms = (v: Date | string | null): number | null => (v === null ? null : new Date(v).getTime());
const id = (c: Counter) => `${c.bucket}\u0000${c.key}`;

/**
 * Locks the counters (created at zero when missing) for the rest of the transaction and reads them.
 * Always in (bucket, key) order, so concurrent attempts over overlapping counters never deadlock.
 */
async function lock(tx: Queryable, counters: readonly Counter[]): Promise<{ now: number; states: Map<string, State> }> {
  const sorted = [...counters].sort((a, b) => (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
  for (const c of sorted) {
    await tx.query('insert into auth_throttle (bucket, key) values ($1, $2) on conflict do nothing', [c.bucket, c.key]);
  }
  const rows = await tx.query<Row>(
    `select bucket, key, count, window_started, last_at, succeeded_at, now() as now from auth_throttle
      where (bucket, key) in (select * from unnest($1::text[], $2::text[]))
      order by bucket, key for update`,
    [sorted.map((c) => c.bucket), sorted.map((c) => c.key)],
  );
  const states = new Map<string, State>();
  let now = Date.now();
  for (const r of rows) {
    now = ms(r.now)!;
    states.set(id(r), {
      count: r.count,
      windowStarted: ms(r.window_started)!,
      lastAt: ms(r.last_at),
      succeededAt: ms(r.succeeded_at),
    });
  }
  return { now, states };
}

async function write(tx: Queryable, c: Counter, s: State): Promise<void> {
  await tx.query(
    `update auth_throttle set count = $3, window_started = to_timestamp($4 / 1000.0),
            last_at = to_timestamp($5 / 1000.0), succeeded_at = to_timestamp($6 / 1000.0)
      where bucket = $1 and key = $2`,
    [c.bucket, c.key, s.count, s.windowStarted, s.lastAt, s.succeededAt],
  );
}

/** A fixed-window counter as of `now`: a window that has ended starts again at zero. */
const inWindow = (s: State, now: number, windowSeconds: number): State =>
  now - s.windowStarted >= windowSeconds * 1000 ? { ...s, count: 0, windowStarted: now } : s;

/** Seconds a client waits after its last attempt once it has failed `failures` times in a row. */
export function backOffSeconds(
  failures: number,
  limits: Pick<SignInLimits, 'freeFailures' | 'firstDelaySeconds' | 'maxDelaySeconds'>,
) {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.maxDelaySeconds, limits.firstDelaySeconds * 2 ** (failures - limits.freeFailures));
}

/**
 * The key of a client address: IPv4 as it is (a mapped ::ffff:a.b.c.d as a.b.c.d), IPv6 by its /64
 * prefix, since one host commonly holds a whole /64.
 */
export function clientKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (v4) return v4[1]!;
  if (!address.includes(':')) return address || 'unknown';
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const signInCounters = (account: string, client: string) => ({
  pair: { bucket: 'sign-in:account-client', key: `${account} ${client}` },
  account: { bucket: 'sign-in:account', key: account },
  client: { bucket: 'sign-in:client', key: client },
});

/**
 * Counts one sign-in attempt of `account` from `client` before its password is checked, or refuses
 * it (nothing counted) when a limit is reached. Atomic: the counters are locked while deciding.
 */
export async function reserveSignIn(
  db: Database,
  account: string,
  client: string,
  limits: SignInLimits,
): Promise<boolean> {
  const c = signInCounters(account, client);
  return db.transaction(async (tx) => {
    const { now, states } = await lock(tx, [c.pair, c.account, c.client]);
    const get = (counter: Counter) => states.get(id(counter))!;
    let pair = get(c.pair);
    if (pair.lastAt !== null && now - pair.lastAt >= FORGET_SECONDS * 1000) pair = { ...pair, count: 0 };
    const account_ = inWindow(get(c.account), now, limits.windowSeconds);
    const client_ = inWindow(get(c.client), now, limits.windowSeconds);
    const known = pair.succeededAt !== null && now - pair.succeededAt < KNOWN_CLIENT_DAYS * 24 * 3600 * 1000;
    const waitUntil = (pair.lastAt ?? 0) + backOffSeconds(pair.count, limits) * 1000;
    if (client_.count >= limits.failuresPerClient) return false;
    if (account_.count >= limits.failuresPerAccount && !known) return false;
    if (pair.count >= limits.freeFailures && now < waitUntil) return false;
    await write(tx, c.pair, { ...pair, count: pair.count + 1, lastAt: now });
    await write(tx, c.account, { ...account_, count: account_.count + 1, lastAt: now });
    await write(tx, c.client, { ...client_, count: client_.count + 1, lastAt: now });
    return true;
  });
}

/** After a right password: the attempt's counts are given back and the client becomes known. */
export async function signInSucceeded(db: Database, account: string, client: string): Promise<void> {
  const c = signInCounters(account, client);
  await db.transaction(async (tx) => {
    const { now, states } = await lock(tx, [c.pair, c.account, c.client]);
    const get = (counter: Counter) => states.get(id(counter))!;
    await write(tx, c.pair, { ...get(c.pair), count: 0, succeededAt: now });
    for (const counter of [c.account, c.client]) {
      const s = get(counter);
      await write(tx, counter, { ...s, count: Math.max(0, s.count - 1) });
    }
  });
}

/**
 * Counts one use of each counter in its window, all or none: false (nothing counted) when any is at
 * its limit.
 */
async function take(
  db: Database,
  counters: readonly (Counter & { limit: number })[],
  windowSeconds: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { now, states } = await lock(tx, counters);
    const current = counters.map((c) => ({ c, s: inWindow(states.get(id(c))!, now, windowSeconds) }));
    if (current.some(({ c, s }) => s.count >= c.limit)) return false;
    for (const { c, s } of current) await write(tx, c, { ...s, count: s.count + 1, lastAt: now });
    return true;
  });
}

const resetCounters = (account: string, client: string, limits: ResetLimits) => ({
  requests: [
    { bucket: 'reset-request:account', key: account, limit: limits.codesPerAccount },
    { bucket: 'reset-request:client', key: client, limit: limits.requestsPerClient },
  ],
  wrong: [
    { bucket: 'reset-code:account', key: account, limit: limits.wrongCodesPerAccount },
    { bucket: 'reset-code:client', key: client, limit: limits.wrongCodesPerClient },
  ],
});

/** Counts a code request for `account` from `client`, or refuses it (nothing counted, nothing sent). */
export const reserveCodeRequest = (db: Database, account: string, client: string, limits: ResetLimits) =>
  take(db, resetCounters(account, client, limits).requests, limits.windowSeconds);

/**
 * Counts a code check as a wrong code before it is verified, or refuses it. The account's count spans
 * all its codes: a new code does not bring new guesses.
 */
export const reserveCodeCheck = (db: Database, account: string, client: string, limits: ResetLimits) =>
  take(db, resetCounters(account, client, limits).wrong, limits.windowSeconds);

/** After a right code: the account's wrong codes are forgotten and the client's count given back. */
export async function codeCheckSucceeded(db: Database, account: string, client: string, limits: ResetLimits) {
  const [accountCounter, clientCounter] = resetCounters(account, client, limits).wrong;
  await db.transaction(async (tx) => {
    const { states } = await lock(tx, [accountCounter!, clientCounter!]);
    await write(tx, accountCounter!, { ...states.get(id(accountCounter!))!, count: 0 });
    const s = states.get(id(clientCounter!))!;
    await write(tx, clientCounter!, { ...s, count: Math.max(0, s.count - 1) });
  });
}

/** Whether the account has used up its wrong codes in the current window. */
export async function wrongCodesUsedUp(db: Queryable, account: string, limits: ResetLimits): Promise<boolean> {
  const [row] = await db.query<{ used_up: boolean }>(
    `select count >= $2 and window_started > now() - make_interval(secs => $3) as used_up
       from auth_throttle where bucket = 'reset-code:account' and key = $1`,
    [account, limits.wrongCodesPerAccount, limits.windowSeconds],
  );
  return row?.used_up ?? false;
}

export interface BookingLookupLimits {
  /** Lookups (and guest cancellations) of one client in a window that did not match a booking. */
  failuresPerClient: number;
  windowSeconds: number;
}

const bookingLookupCounter = (client: string, limits: BookingLookupLimits) => ({
  bucket: 'booking-lookup:client',
  key: client,
  limit: limits.failuresPerClient,
});

/**
 * Counts a guest's booking lookup from `client` as a miss before it is checked, or refuses it
 * (nothing counted) when the client has used up its misses: parallel guesses meet the limit too.
 */
export const reserveBookingLookup = (db: Database, client: string, limits: BookingLookupLimits) =>
  take(db, [bookingLookupCounter(client, limits)], limits.windowSeconds);

/** After a lookup that matched a booking: its provisional count is given back. */
export async function bookingLookupSucceeded(db: Database, client: string, limits: BookingLookupLimits) {
  const counter = bookingLookupCounter(client, limits);
  await db.transaction(async (tx) => {
    const { states } = await lock(tx, [counter]);
    const s = states.get(id(counter))!;
    await write(tx, counter, { ...s, count: Math.max(0, s.count - 1) });
  });
}

let lastSweep = 0;

/**
 * Drops counters nobody needs any more (no attempt for a day, no success to remember), at most every
 * ten minutes per process; attackers' addresses would otherwise pile up.
 */
export function sweepThrottle(db: Queryable): void {
  if (Date.now() - lastSweep < 10 * 60 * 1000) return;
  lastSweep = Date.now();
  void db
    .query(
      `delete from auth_throttle
        where coalesce(last_at, window_started) < now() - make_interval(secs => $1)
          and (succeeded_at is null or succeeded_at < now() - make_interval(days => $2))`,
      [FORGET_SECONDS, KNOWN_CLIENT_DAYS],
    )
    .catch((err: unknown) => console.warn('[auth] could not sweep the attempt counters', err));
}
