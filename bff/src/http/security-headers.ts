// Security headers on every answer of the BFF (helmet), with a Content-Security-Policy that allows
// exactly what the web app needs. The GraphQL sandbox (GraphiQL, development) runs under the same
// policy: its configuration is an inline JSON block, which CSP does not govern.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

type Directives = Record<string, string[]>;

const APP_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Mantine writes its theme into <style> elements and positions with style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Pictures being chosen or scaled in a form are data: URLs; exported files are blob: URLs.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // GraphQL over HTTP and graphql-ws on the same origin ('self' covers ws:/wss: of the same host).
  'connect-src': ["'self'"],
  // The PWA's service worker.
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const headers = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: APP_DIRECTIVES },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  // Ignored over plain HTTP; behind TLS it keeps the browser on HTTPS. Other hosts of the domain
  // are not this app's to decide.
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
});

/**
 * The headers helmet sets, worked out once: every directive is fixed (no nonce, nothing read from the
 * request), so each answer copies the same list instead of helmet building the policy string again.
 */
const fixed = (() => {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => set.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  } as unknown as ServerResponse;
  let done = false;
  headers({ headers: {} } as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers at once');
  return { set, removed };
})();

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of fixed.set) res.setHeader(name, value);
  for (const name of fixed.removed) res.removeHeader(name);
}
