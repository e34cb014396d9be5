// The OAuth client the BFF signs in with (HTTP Basic on oauth/token): its secret is shared by the
// upstream and the BFF, so both read it the same way. Node only (not exported from the package's
// index, which the web imports): `@hotel/schema/oauth-client`.
//
// OAUTH_CLIENT_SECRET, when set, is the secret; production requires it. In development, without it,
// the secret is a random one kept in DATA_DIR/oauth-client-secret (created by whichever tier starts
// first, readable by its owner only), so `npm start` works with no setting and no installation shares
// a secret with another: there is no constant development secret. Published placeholders are refused.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEV_CLIENT_SECRET_FILE = 'oauth-client-secret';

/** Secrets that appeared in this repository's history or examples: never accepted. */
const PUBLISHED_SECRETS = new Set(['hotel-bff-secret', 'change-me']);

export function resolveClientSecret(env: NodeJS.ProcessEnv, opts: { production: boolean; dataDir: string }): string {
  const given = env.OAUTH_CLIENT_SECRET;
  if (given !== undefined && given !== '') {
    if (PUBLISHED_SECRETS.has(given)) {
      throw new Error('OAUTH_CLIENT_SECRET is a published example value: set a secret of your own');
    }
    return given;
  }
  if (opts.production) throw new Error('OAUTH_CLIENT_SECRET must be set in production');
  return developmentSecret(opts.dataDir);
}

/** The installation's development secret: read, or created once (atomically, mode 0600). */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, DEV_CLIENT_SECRET_FILE);
  const read = () => readFileSync(file, 'utf8').trim();
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: a reader never sees half a secret, and
  // of two tiers starting together one link wins and both read the winner.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(partial, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    unlinkSync(partial);
  }
  return read();
}
