// Serves the built web app (sirv): the brotli or gzip copy the build wrote beside each file when
// the browser accepts it, hashed assets (/assets/) cached for a year as immutable, everything else
// (index.html, the service worker, the manifest, icons) revalidated on every load, and client-side
// routes answered with index.html so they load on refresh.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv, { type RequestHandler } from 'sirv';
import { SANDBOX_FILE } from './sandbox.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export interface WebAppOptions {
  /**
   * Production reads the folder once (at the first request after the build is there); development
   * looks files up on every request, so a rebuild shows without a restart.
   */
  production: boolean;
}

export function webApp(dist: string, { production }: WebAppOptions) {
  let serve: RequestHandler | null = null;
  const create = () =>
    sirv(dist, {
      dev: !production,
      etag: true,
      brotli: true,
      gzip: true,
      single: true,
      setHeaders: (res, pathname) =>
        res.setHeader('cache-control', pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE),
      onNoMatch: (_req, res) => text(res, 404, 'Not found'),
    });

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!existsSync(join(dist, 'index.html'))) {
      return text(res, 503, 'The web app is not built. Run `npm run build` (or `npm start`).');
    }
    // The sandbox page is served at /graphql, with its configuration, only when it is on.
    if (new URL(req.url ?? '/', 'http://localhost').pathname === `/${SANDBOX_FILE}`) return text(res, 404, 'Not found');
    serve ??= create();
    serve(req, res);
  };
}

function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}
