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

export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => headers(req, res, (error?: unknown) => (error ? reject(error) : resolve())));
}
