// Typed REST client over the contract in schema/: one undici pool per base address (keep-alive,
// timeouts), the envelope unwrapped in one place, GETs retried once on a connection error (writes
// never retried blindly), every failure turned into an UpstreamError.
//
// The timeout bounds the whole call, the retry included: a retry gets what is left of it, and a
// call that timed out is not retried. An address longer than the limit is refused here, naming the
// field, before anything is sent (servers answer 414/431 to long addresses, which also map to a
// refusal, never an internal error).
import { Agent, FormData, request, type Dispatcher } from 'undici';
import { Blob } from 'node:buffer';
import { refusalText } from '@hotel/domain';
import {
  buildPath,
  StatusCode,
  type AnyEndpoint,
  type Area,
  type BodyOf,
  type Envelope,
  type Pagination,
  type ParamsOf,
  type QueryOf,
  type ResultOf,
} from '@hotel/schema';
import { UpstreamError } from './upstream-error.js';

export interface CallOptions<E extends AnyEndpoint> {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  files?: Record<string, { filename: string; contentType: string; data: Uint8Array }>;
  /** Bearer token of the caller; omitted on public endpoints. */
  token?: string | null;
  /** HTTP Basic credentials (the OAuth token endpoint). */
  basic?: { user: string; password: string };
  /** The browser's address, sent as X-Forwarded-For: the upstream limits sign-in and codes per client. */
  forwardedFor?: string;
}

export interface CallResult<E extends AnyEndpoint> {
  result: ResultOf<E>;
  message: string;
  pagination?: Pagination;
}

export interface UpstreamStats {
  calls: number;
  byEndpoint: Record<string, number>;
}

export interface UpstreamClientOptions {
  /** The whole call, a GET's retry included (UPSTREAM_TIMEOUT_MS). */
  timeoutMs: number;
  /** Longest address (path and query, encoded) sent to the upstream (UPSTREAM_MAX_URL_BYTES). */
  maxUrlBytes: number;
}

/** HTTP statuses a server answers to a request too large to read: refusals, not failures. */
const TOO_LARGE = new Set([413, 414, 431]);

export class UpstreamClient {
  private readonly agent: Agent;
  private readonly timeoutMs: number;
  private readonly maxUrlBytes: number;
  readonly stats: UpstreamStats = { calls: 0, byEndpoint: {} };

  constructor(
    private readonly bases: Record<Area, string>,
    options: UpstreamClientOptions,
  ) {
    this.timeoutMs = options.timeoutMs;
    this.maxUrlBytes = options.maxUrlBytes;
    this.agent = new Agent({
      connections: 64,
      keepAliveTimeout: 30_000,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
      connectTimeout: Math.min(this.timeoutMs, 3000),
    });
  }

  async call<E extends AnyEndpoint>(endpoint: E, opts: CallOptions<E> = {}): Promise<CallResult<E>> {
    const url = this.url(
      endpoint,
      (opts.params ?? {}) as Record<string, unknown>,
      opts.query as Record<string, unknown>,
    );
    this.checkLength(endpoint, url, opts);
    const attempts = endpoint.method === 'GET' ? 2 : 1;
    const deadline = Date.now() + this.timeoutMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(endpoint, url, opts, deadline);
      } catch (err) {
        // A connection refused or dropped is worth one more try while the time lasts; a timeout has
        // used it up.
        const retryable = err instanceof UpstreamError && err.failure.kind === 'unavailable' && Date.now() < deadline;
        if (!retryable || attempt >= attempts) throw err;
      }
    }
  }

  /**
   * Refuses an address longer than the limit before sending it, naming the longest parameter (in
   * the contract's words; the caller renames it into the schema's).
   */
  private checkLength(endpoint: AnyEndpoint, url: URL, opts: CallOptions<AnyEndpoint>): void {
    const length = Buffer.byteLength(url.pathname + url.search);
    if (length <= this.maxUrlBytes) return;
    const values = { ...(opts.params ?? {}), ...(opts.query ?? {}) } as Record<string, unknown>;
    const encoded = (value: unknown) => encodeURIComponent(Array.isArray(value) ? value.join(',') : String(value));
    const [field] = Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, encoded(value).length] as const)
      .sort((a, b) => b[1] - a[1])[0] ?? ['url'];
    const message = refusalText('VALUE_TOO_LONG');
    throw new UpstreamError(
      {
        kind: 'status',
        code: StatusCode.INVALID,
        message: `${field}: ${message}`,
        reason: 'VALUE_TOO_LONG',
        errors: [{ field, message, reason: 'VALUE_TOO_LONG' }],
      },
      endpoint.id,
    );
  }

  /** Raw bytes of a binary endpoint (images), for the BFF's file proxy. */
  async fetchBinary<E extends AnyEndpoint>(
    endpoint: E,
    params: ParamsOf<E>,
  ): Promise<{ status: number; contentType: string; body: Buffer }> {
    const url = this.url(endpoint, params as Record<string, unknown>, undefined);
    try {
      const res = await request(url, { method: 'GET', dispatcher: this.agent });
      const body = Buffer.from(await res.body.arrayBuffer());
      const contentType = String(res.headers['content-type'] ?? 'application/octet-stream');
      return { status: res.statusCode, contentType, body };
    } catch (err) {
      throw new UpstreamError({ kind: 'unavailable', message: describe(err) }, endpoint.id);
    }
  }

  /**
   * A file the caller may read (a spreadsheet of a search): the caller's token and query go along; a
   * refusal answers the envelope, thrown as any call's refusal is.
   */
  async download<E extends AnyEndpoint>(
    endpoint: E,
    opts: { params?: ParamsOf<E>; query?: QueryOf<E>; token: string | null; forwardedFor?: string },
  ): Promise<{ contentType: string; body: Buffer }> {
    const url = this.url(
      endpoint,
      (opts.params ?? {}) as Record<string, unknown>,
      opts.query as Record<string, unknown>,
    );
    const headers: Record<string, string> = {};
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
    let res: Dispatcher.ResponseData;
    let body: Buffer;
    try {
      res = await request(url, {
        method: 'GET',
        headers,
        dispatcher: this.agent,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = Buffer.from(await res.body.arrayBuffer());
    } catch (err) {
      throw new UpstreamError({ kind: 'unavailable', message: describe(err) }, endpoint.id);
    }
    const contentType = String(res.headers['content-type'] ?? 'application/octet-stream');
    if (res.statusCode === 200) return { contentType, body };
    if (res.statusCode >= 500) {
      throw new UpstreamError({ kind: 'unavailable', message: `upstream answered ${res.statusCode}` }, endpoint.id);
    }
    let envelope: Partial<Envelope<unknown>>;
    try {
      envelope = JSON.parse(body.toString('utf8')) as Partial<Envelope<unknown>>;
    } catch {
      throw new UpstreamError(
        { kind: 'protocol', message: `upstream answered ${res.statusCode} without JSON` },
        endpoint.id,
      );
    }
    throw new UpstreamError(
      {
        kind: 'status',
        code: envelope.statusCode ?? StatusCode.INVALID,
        message: envelope.message ?? 'Request failed',
        ...(typeof envelope.reason === 'string' ? { reason: envelope.reason } : {}),
        ...(envelope.params ? { params: envelope.params } : {}),
        ...(envelope.errors ? { errors: envelope.errors } : {}),
      },
      endpoint.id,
    );
  }

  /**
   * Whether the upstream answers its health address: `ok` on a 2xx, `unhealthy` on another answer
   * (the reference upstream answers 503 while its database is down), `unreachable` on no answer
   * within the timeout (at most 2 s: a health check must answer quickly itself).
   */
  async probe(url: string): Promise<{ state: 'ok' | 'unhealthy' | 'unreachable'; detail: string }> {
    try {
      const res = await request(url, {
        method: 'GET',
        dispatcher: this.agent,
        signal: AbortSignal.timeout(Math.min(this.timeoutMs, 2000)),
      });
      await res.body.dump();
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return { state: ok ? 'ok' : 'unhealthy', detail: `answered ${res.statusCode}` };
    } catch (err) {
      return { state: 'unreachable', detail: describe(err) };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private url(endpoint: AnyEndpoint, params: Record<string, unknown>, query: Record<string, unknown> | undefined) {
    const url = new URL(`${this.bases[endpoint.area]}/${buildPath(endpoint, params)}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) url.searchParams.set(key, value.join(','));
      else url.searchParams.set(key, String(value));
    }
    return url;
  }

  private async once<E extends AnyEndpoint>(
    endpoint: E,
    url: URL,
    opts: CallOptions<E>,
    deadline: number,
  ): Promise<CallResult<E>> {
    this.stats.calls++;
    this.stats.byEndpoint[endpoint.id] = (this.stats.byEndpoint[endpoint.id] ?? 0) + 1;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.forwardedFor) headers['x-forwarded-for'] = opts.forwardedFor;
    if (opts.basic) {
      headers.authorization = `Basic ${Buffer.from(`${opts.basic.user}:${opts.basic.password}`).toString('base64')}`;
    }
    let body: Dispatcher.DispatchOptions['body'];
    if (endpoint.bodyKind === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body ?? {});
    } else if (endpoint.bodyKind === 'form') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.body as Record<string, string>).toString();
    } else if (endpoint.bodyKind === 'multipart') {
      const form = new FormData();
      form.set(endpoint.multipart?.json ?? 'json', JSON.stringify(opts.body ?? {}));
      for (const [name, file] of Object.entries(opts.files ?? {})) {
        form.set(name, new Blob([file.data], { type: file.contentType }), file.filename);
      }
      body = form as unknown as Dispatcher.DispatchOptions['body'];
    }
    let res: Dispatcher.ResponseData;
    let json: unknown;
    // What is left of the call's time bounds this attempt: the answer's headers and its body.
    const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
    try {
      res = await request(url, { method: endpoint.method, headers, body, dispatcher: this.agent, signal });
    } catch (err) {
      throw new UpstreamError({ kind: 'unavailable', message: describe(err) }, endpoint.id);
    }
    // A server refusing a request too large to read answers before any handler: no envelope.
    const tooLarge = () =>
      new UpstreamError(
        {
          kind: 'status',
          code: StatusCode.INVALID,
          message: refusalText('REQUEST_TOO_LARGE'),
          reason: 'REQUEST_TOO_LARGE',
        },
        endpoint.id,
      );
    try {
      json = await res.body.json();
    } catch (err) {
      if (signal.aborted) throw new UpstreamError({ kind: 'unavailable', message: describe(err) }, endpoint.id);
      if (TOO_LARGE.has(res.statusCode)) throw tooLarge();
      if (res.statusCode >= 500) {
        throw new UpstreamError({ kind: 'unavailable', message: `upstream answered ${res.statusCode}` }, endpoint.id);
      }
      throw new UpstreamError(
        { kind: 'protocol', message: `upstream answered ${res.statusCode} without JSON` },
        endpoint.id,
      );
    }
    if (!endpoint.envelope && res.statusCode === 200) {
      return { result: endpoint.result.parse(json) as ResultOf<E>, message: 'Success' };
    }
    const envelope = json as Partial<Envelope<unknown>>;
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.statusCode !== 'string') {
      if (TOO_LARGE.has(res.statusCode)) throw tooLarge();
      throw new UpstreamError({ kind: 'protocol', message: 'upstream answered without an envelope' }, endpoint.id);
    }
    if (envelope.statusCode !== StatusCode.OK) {
      throw new UpstreamError(
        {
          kind: 'status',
          code: envelope.statusCode,
          message: envelope.message ?? 'Request failed',
          ...(typeof envelope.reason === 'string' ? { reason: envelope.reason } : {}),
          ...(envelope.params ? { params: envelope.params } : {}),
          ...(envelope.errors ? { errors: envelope.errors } : {}),
        },
        endpoint.id,
      );
    }
    const parsed = endpoint.result.safeParse(envelope.result ?? {});
    if (!parsed.success) {
      throw new UpstreamError(
        { kind: 'protocol', message: `unexpected result shape: ${parsed.error.issues[0]?.message ?? ''}` },
        endpoint.id,
      );
    }
    return {
      result: parsed.data as ResultOf<E>,
      message: envelope.message ?? 'Success',
      ...(envelope.pagination ? { pagination: envelope.pagination } : {}),
    };
  }
}

function describe(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${(err as { code?: string }).code ?? err.message}`;
  return String(err);
}
