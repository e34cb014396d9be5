// Binds a contract endpoint to a handler: parses and validates params, query and body against the
// contract (invalid input answers 40000 naming the fields, and the handler never runs), resolves the
// caller, and wraps the handler's result in the envelope.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  StatusCode,
  type AnyEndpoint,
  type FieldError,
  type Pagination,
  type ResultOf,
  HTTP_STATUS,
} from '@hotel/schema';
import type { NoticeText, RefusalReason } from '@hotel/domain';
import { ApiError, fieldRefusal, invalid, refuse, unauthenticated } from './api-error.js';
import { refusalOfIssue } from './issue-refusal.js';
import { runAsActor } from '../audit/actor.js';
import type { Principal } from '../auth/principal.js';

export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface RequestContext<E extends AnyEndpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  files: Partial<Record<string, UploadedFile>>;
  /** The signed-in caller; always present on bearer endpoints. */
  principal: Principal;
  /** The raw bearer token (for revocation). */
  token: string | null;
  /** The Authorization header, for the client-credentials check of oauth/token. */
  authorization: string | undefined;
  /** The client's address: the peer's, or the one a trusted proxy (the BFF) forwarded. */
  ip: string;
  /** The address of the connection itself, whatever a proxy forwarded. */
  peer: string;
  /**
   * The raw reply. Only binary endpoints (`endpoint.binary`) use it: their handler sends the bytes
   * itself and its returned result is ignored. Every other handler returns its result instead.
   */
  reply: FastifyReply;
}

export interface HandlerResult<E extends AnyEndpoint> {
  result: ResultOf<E>;
  /**
   * A write's success notice: only a text of the domain's catalogue (NOTICES), so every client can
   * show it in its user's language by its key. Reads answer without one ('Success').
   */
  message?: NoticeText;
  pagination?: Pagination;
}

export type Handler<E extends AnyEndpoint> = (ctx: RequestContext<E>) => Promise<HandlerResult<E>>;

export interface RouteBinding {
  endpoint: AnyEndpoint;
  handle: (
    req: FastifyRequest,
    reply: FastifyReply,
    principal: Principal | null,
    token: string | null,
  ) => Promise<void>;
}

export const ANONYMOUS: Principal = {
  kind: 'anonymous',
  userId: null,
  clientId: '',
  level: null,
  groupId: null,
  hotelId: null,
};

const MAX_FILE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml']);

export function route<E extends AnyEndpoint>(endpoint: E, handler: Handler<E>): RouteBinding {
  return {
    endpoint,
    async handle(req, reply, principal, token) {
      if (endpoint.access === 'bearer' && (!principal || principal.kind === 'anonymous')) throw unauthenticated();
      const { body, files } = await readBody(endpoint, req);
      const params = parse('path', endpoint.params, req.params);
      const query = parse('query', endpoint.query, req.query ?? {});
      const parsedBody = parse('body', endpoint.body, body);
      // The handler's writes are attributed to the signed-in user (the audit log's actor).
      const actor = principal?.kind === 'user' ? principal.userId : null;
      const out = await runAsActor(actor, () =>
        handler({
          params,
          query,
          body: parsedBody,
          files,
          principal: principal ?? ANONYMOUS,
          token,
          authorization: req.headers.authorization,
          ip: req.ip,
          peer: req.socket.remoteAddress ?? '',
          reply,
        } as RequestContext<E>),
      );
      if (endpoint.binary) return; // the handler wrote the bytes itself
      if (process.env.NODE_ENV !== 'production') endpoint.result.parse(out.result);
      if (!endpoint.envelope) {
        await reply.code(200).send(out.result);
        return;
      }
      await reply.code(200).send({
        statusCode: StatusCode.OK,
        message: out.message ?? 'Success',
        result: out.result,
        ...(out.pagination ? { pagination: out.pagination } : {}),
      });
    },
  };
}

/**
 * Every issue is answered by its refusal's key where it has one (issue-refusal.ts): a rule written as
 * a catalogue text carries that text's key, zod's own checks the common key of the check; any other
 * goes as text only.
 */
function parse<T extends z.ZodType>(where: string, schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value ?? {}, { reportInput: true });
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : where;
    const refusal = refusalOfIssue(issue);
    return refusal ? fieldRefusal(field, refusal.reason, refusal.params) : { field, message: issue.message };
  });
  const first = errors[0];
  const refusal = first?.reason
    ? { reason: first.reason as RefusalReason, ...(first.params ? { params: first.params } : {}) }
    : undefined;
  throw new ApiError(
    StatusCode.INVALID,
    first ? `${first.field}: ${first.message}` : `Invalid ${where}`,
    errors,
    refusal,
  );
}

async function readBody(
  endpoint: AnyEndpoint,
  req: FastifyRequest,
): Promise<{ body: unknown; files: Partial<Record<string, UploadedFile>> }> {
  if (endpoint.bodyKind !== 'multipart') return { body: req.body ?? {}, files: {} };
  if (!req.isMultipart()) throw refuse(StatusCode.INVALID, 'MULTIPART_EXPECTED');
  const spec = endpoint.multipart;
  const files: Partial<Record<string, UploadedFile>> = {};
  let json: unknown = undefined;
  for await (const part of req.parts({ limits: { fileSize: MAX_FILE_BYTES, files: 12, fields: 4 } })) {
    if (part.type === 'field') {
      if (part.fieldname !== spec?.json) continue;
      try {
        json = JSON.parse(String(part.value));
      } catch {
        throw invalid(part.fieldname, 'PART_NOT_JSON', { field: part.fieldname });
      }
      continue;
    }
    if (!spec?.files.includes(part.fieldname)) {
      await part.toBuffer();
      continue;
    }
    if (!IMAGE_TYPES.has(part.mimetype)) {
      throw invalid(part.fieldname, 'PICTURE_TYPE_NOT_ALLOWED');
    }
    const data = await part.toBuffer();
    if (part.file.truncated) {
      throw invalid(part.fieldname, 'PICTURE_TOO_LARGE');
    }
    if (data.length > 0) files[part.fieldname] = { filename: part.filename, contentType: part.mimetype, data };
  }
  if (json === undefined) {
    throw invalid(spec?.json ?? 'json', 'REQUIRED_FIELD');
  }
  return { body: json, files };
}

export function sendError(reply: FastifyReply, err: ApiError): FastifyReply {
  return reply.code(HTTP_STATUS[err.code]).send({
    statusCode: err.code,
    message: err.message,
    ...(err.refusal ? { reason: err.refusal.reason } : {}),
    ...(err.refusal?.params ? { params: err.refusal.params } : {}),
    ...(err.errors ? { errors: err.errors } : {}),
  });
}
