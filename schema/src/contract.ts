// The REST contract between the upstream services and the BFF. One typed definition per documented
// endpoint: the upstream registers and validates routes from it and emits OpenAPI from it; the BFF's
// client builds requests and parses envelopes from it. Nobody writes a path string twice.
import { z } from 'zod';

/** The base address an endpoint lives under. Each area may be a different host in production. */
export type Area = 'gateway' | 'hotel' | 'auth' | 'housekeeping' | 'restaurant' | 'inventory';
export const AREAS: readonly Area[] = ['gateway', 'hotel', 'auth', 'housekeeping', 'restaurant', 'inventory'];

/** Where each area is mounted in the reference upstream (one process serves them all by default). */
export const AREA_PREFIX: Record<Area, string> = {
  gateway: '/api',
  hotel: '/hotel-service/api',
  auth: '/auth/api/v1',
  housekeeping: '/housekeeping/api',
  restaurant: '/restaurant/api',
  inventory: '/inventory/api',
};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * bearer: a signed-in user's (or the BFF's service) token; public: no token (booking engine);
 * client: HTTP Basic client credentials (the OAuth token endpoint).
 */
export type Access = 'bearer' | 'public' | 'client';
export type BodyKind = 'none' | 'json' | 'form' | 'multipart';

/** Status codes of the envelope, with the HTTP status each travels with. */
export const StatusCode = {
  OK: '20000',
  INVALID: '40000',
  UNAUTHENTICATED: '40100',
  FORBIDDEN: '40300',
  NOT_FOUND: '40400',
  CONFLICT: '40900',
  TOO_MANY_REQUESTS: '42900',
  INTERNAL: '50000',
  /** A service the upstream needs (its database) is down: try again later. HTTP 503. */
  UNAVAILABLE: '50300',
} as const;
export type StatusCode = (typeof StatusCode)[keyof typeof StatusCode];
export const HTTP_STATUS: Record<StatusCode, number> = {
  '20000': 200,
  '40000': 400,
  '40100': 401,
  '40300': 403,
  '40400': 404,
  '40900': 409,
  '42900': 429,
  '50000': 500,
  '50300': 503,
};

/** The values a refusal's text names ({{name}} in the domain's catalogue). */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * A field at fault. `reason` is the domain's refusal key (RefusalReason) when the rule has one, so a
 * form shows the field's message in the user's language; `message` is its English text.
 */
export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
  reason: z.string().optional(),
  params: messageParams.optional(),
});
export type FieldError = z.infer<typeof fieldError>;
export const pagination = z.object({
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
  totalRecords: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/**
 * Every answer's shape. A refusal (any code but 20000) carries `reason`, the domain's key for it
 * (RefusalReason, e.g. ORDER_ALREADY_ACCEPTED), beside `message`, its English text, and `params`, the
 * values that text names; clients translate the key and show `message` only when there is none.
 */
export interface Envelope<R> {
  statusCode: StatusCode;
  message: string;
  reason?: string;
  params?: Record<string, string | number>;
  result?: R;
  pagination?: Pagination;
  errors?: FieldError[];
}

/** A multipart body: one JSON part (named `json`) plus named file parts. */
export interface MultipartSpec {
  json: string;
  files: readonly string[];
}

export interface EndpointDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  /** Stable operation id, used in OpenAPI and logs. */
  id: string;
  area: Area;
  method: Method;
  /** Path relative to the area's base, parameters in braces: `user/forgotPassword/{email}`. */
  path: string;
  access: Access;
  summary: string;
  params: P;
  query: Q;
  bodyKind: BodyKind;
  body: B;
  multipart?: MultipartSpec;
  /** Schema of the envelope's `result` (or of the whole body when `envelope` is false). */
  result: R;
  /** False for the OAuth token endpoint, which answers the plain OAuth2 shape. */
  envelope: boolean;
  /** Paged searches add `pagination` to the envelope. */
  paged: boolean;
  /** Image/file download endpoints answer bytes instead of JSON. */
  binary: boolean;
  /** True when the spec does not show this call and it was designed here in the same style. */
  designed: boolean;
}

const none = z.object({}).strict();
type None = typeof none;

interface EndpointInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> {
  id: string;
  area: Area;
  method: Method;
  path: string;
  access?: Access;
  summary: string;
  params?: P;
  query?: Q;
  bodyKind?: BodyKind;
  body?: B;
  multipart?: MultipartSpec;
  result: R;
  envelope?: boolean;
  paged?: boolean;
  binary?: boolean;
  designed?: boolean;
}

export function endpoint<
  R extends z.ZodType,
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
  B extends z.ZodType = None,
>(def: EndpointInput<P, Q, B, R>): EndpointDef<P, Q, B, R> {
  const params = (def.params ?? none) as P;
  const declared = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const shape = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
  for (const name of declared) {
    if (!shape.includes(name as string)) throw new Error(`${def.id}: path parameter {${name}} has no schema`);
  }
  return {
    id: def.id,
    area: def.area,
    method: def.method,
    path: def.path,
    access: def.access ?? 'bearer',
    summary: def.summary,
    params,
    query: (def.query ?? none) as Q,
    bodyKind: def.bodyKind ?? (def.body ? 'json' : 'none'),
    body: (def.body ?? none) as B,
    ...(def.multipart ? { multipart: def.multipart } : {}),
    result: def.result,
    envelope: def.envelope ?? true,
    paged: def.paged ?? false,
    binary: def.binary ?? false,
    designed: def.designed ?? false,
  };
}

export type AnyEndpoint = EndpointDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
export type ParamsOf<E extends AnyEndpoint> = z.input<E['params']>;
export type QueryOf<E extends AnyEndpoint> = z.input<E['query']>;
export type BodyOf<E extends AnyEndpoint> = z.input<E['body']>;
export type ResultOf<E extends AnyEndpoint> = z.output<E['result']>;

/** Fills `{name}` placeholders, URL-encoding each value. */
export function buildPath(e: AnyEndpoint, params: Record<string, unknown>): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${e.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The route pattern a server router understands: `user/{id}` → `user/:id`. */
export function routePattern(e: AnyEndpoint): string {
  return `${AREA_PREFIX[e.area]}/${e.path.replace(/\{(\w+)\}/g, ':$1')}`;
}

// Query strings carry text; these coerce them into the typed values the contract promises.
export const qInt = () => z.coerce.number().int();
export const qBool = () => z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
/** A list given as repeated keys or comma-separated text. */
export const qList = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter((s) => s !== '') : v), z.array(item));
export const pathId = () => z.coerce.number().int().positive();
/** A paged list's query: the page from 0 and its size (25 rows unless asked, at most 200). */
export const pagingQuery = {
  page: qInt().min(0).default(0),
  size: qInt().min(1).max(200).default(25),
};

export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * A paged list's sort: one of the list's own fields (never free text; anything else is refused
 * naming sortField) and a direction, each with the list's default. The upstream maps each field to
 * its column in one place; the BFF and web take the fields from here.
 */
export const sortQuery = <const F extends readonly [string, ...string[]]>(
  fields: F,
  byDefault: { readonly field: F[number]; readonly direction: SortDirection },
) => ({
  sortField: z.enum(fields, { error: `Sort by one of: ${fields.join(', ')}` }).default(byDefault.field),
  direction: z.enum(SORT_DIRECTIONS, { error: 'Direction is ASC or DESC' }).default(byDefault.direction),
});

/** The sort fields a paged endpoint accepts, from its query. */
export type SortFieldOf<E extends AnyEndpoint> =
  z.output<E['query']> extends { sortField: infer F extends string } ? F : never;
/** A text filter of a query: trimmed; empty means no filter. */
export const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));
/**
 * Refines a query's period (fromDate, toDate as YYYY-MM-DD, when both are given): the end not before
 * the start, and at most `maxDays` days counting both ends.
 */
export const checkPeriod =
  (maxDays: number, messages: { readonly dateOrder: string; readonly rangeTooLong: string }) =>
  (q: { fromDate?: string | undefined; toDate?: string | undefined }, ctx: z.RefinementCtx): void => {
    if (!q.fromDate || !q.toDate) return;
    if (q.toDate < q.fromDate) ctx.addIssue({ code: 'custom', path: ['toDate'], message: messages.dateOrder });
    const days = (Date.parse(q.toDate) - Date.parse(q.fromDate)) / 86_400_000 + 1;
    if (days > maxDays) ctx.addIssue({ code: 'custom', path: ['toDate'], message: messages.rangeTooLong });
  };
