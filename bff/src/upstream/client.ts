// Typed REST client over the contract in schema/: one undici pool per base address (keep-alive,
// timeouts), the envelope unwrapped in one place, GETs retried once on a connection error (writes
// never retried blindly), every failure turned into an UpstreamError.
import { Agent, FormData, request, type Dispatcher } from 'undici';
import { Blob } from 'node:buffer';
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

export class UpstreamClient {
  private readonly agent: Agent;
  readonly stats: UpstreamStats = { calls: 0, byEndpoint: {} };

  constructor(
    private readonly bases: Record<Area, string>,
    private readonly timeoutMs: number,
  ) {
    this.agent = new Agent({
      connections: 64,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connectTimeout: Math.min(timeoutMs, 3000),
    });
  }

  async call<E extends AnyEndpoint>(endpoint: E, opts: CallOptions<E> = {}): Promise<CallResult<E>> {
    const attempts = endpoint.method === 'GET' ? 2 : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once(endpoint, opts);
      } catch (err) {
        const retryable = err instanceof UpstreamError && err.failure.kind === 'unavailable';
        if (!retryable || attempt >= attempts) throw err;
      }
    }
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

  private async once<E extends AnyEndpoint>(endpoint: E, opts: CallOptions<E>): Promise<CallResult<E>> {
    this.stats.calls++;
    this.stats.byEndpoint[endpoint.id] = (this.stats.byEndpoint[endpoint.id] ?? 0) + 1;
    const url = this.url(
      endpoint,
      (opts.params ?? {}) as Record<string, unknown>,
      opts.query as Record<string, unknown>,
    );
    const headers: Record<string, string> = { accept: 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
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
    try {
      res = await request(url, { method: endpoint.method, headers, body, dispatcher: this.agent });
    } catch (err) {
      throw new UpstreamError({ kind: 'unavailable', message: describe(err) }, endpoint.id);
    }
    let json: unknown;
    try {
      json = await res.body.json();
    } catch {
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
      throw new UpstreamError({ kind: 'protocol', message: 'upstream answered without an envelope' }, endpoint.id);
    }
    if (envelope.statusCode !== StatusCode.OK) {
      throw new UpstreamError(
        {
          kind: 'status',
          code: envelope.statusCode,
          message: envelope.message ?? 'Request failed',
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
