// The GraphQL sandbox: a browser opening /graphql gets the GraphiQL page built with the web app
// (web/sandbox.html, everything bundled, so it works offline). On by default in development, off
// in production (GRAPHQL_SANDBOX); when off, a browser gets a plain 404 and clients are unaffected.
//
// The page is served with the schema's SDL embedded (when introspection is on): introspection
// cannot carry the guard directives (@requires/@signedIn/@public), the printed SDL does, so the
// sandbox shows who may use each field.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import type { BffConfig } from '../config.js';

export const SANDBOX_FILE = 'sandbox.html';
/** The element the page reads its configuration from (web/src/sandbox/config.ts). */
export const SANDBOX_CONFIG_ID = 'sandbox-config';

export interface SandboxPageConfig {
  /** The schema with its directives, or null when introspection is off. */
  sdl: string | null;
}

/**
 * True when the Accept header ranks text/html above JSON (a browser navigating to the URL).
 * GraphQL clients ask for application/json or application/graphql-response+json, send a bare
 * wildcard or no Accept header at all: none of those get the page.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) || 0 : 1;
    if (type === 'text/html') html = Math.max(html, weight);
    else if (
      type === 'application/json' ||
      type === 'application/graphql-response+json' ||
      type === 'application/*' ||
      type === '*/*'
    )
      json = Math.max(json, weight);
  }
  return html > 0 && html > json;
}

const printed = new WeakMap<GraphQLSchema, string>();

/** The page with its configuration embedded as JSON, `<` escaped so nothing can close the script. */
export function embedConfig(html: string, config: SandboxPageConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const tag = `<script id="${SANDBOX_CONFIG_ID}" type="application/json">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}\n</head>`) : `${tag}\n${html}`;
}

/**
 * Answers a browser's GET /graphql with the sandbox page (or a 404 when the sandbox is off) and
 * returns true; returns false for everything else, which goes on to Apollo.
 */
export async function handleSandbox(
  config: Pick<BffConfig, 'sandbox' | 'webDist' | 'introspection'>,
  schema: GraphQLSchema,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' || !prefersHtml(req.headers.accept)) return false;
  if (!config.sandbox) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not found' }));
    return true;
  }
  let html: string;
  try {
    if (!config.webDist) throw new Error('no web app');
    html = await readFile(join(config.webDist, SANDBOX_FILE), 'utf8');
  } catch {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The GraphQL sandbox is not built. Run `npm run build` (or `npm run build -w web`).');
    return true;
  }
  let sdl: string | null = null;
  if (config.introspection) {
    sdl = printed.get(schema) ?? printSchemaWithDirectives(schema);
    printed.set(schema, sdl);
  }
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The same URL answers a page to browsers and GraphQL to clients: caches must keep them apart.
    vary: 'accept',
  });
  res.end(embedConfig(html, { sdl }));
  return true;
}
