// Passwords and one-time codes are stored as argon2id hashes (salted, slow: a copy of the database
// reveals neither, and a six-digit code cannot be looked up in a table of a million digests). Tokens
// are long random values, stored as SHA-256 digests, which is enough for them.
//
// Where an account is unknown, the same argon2 work is done against a hash of nothing anyone knows,
// so an unknown address takes the same work as a known one (issue 9, finding 10). That decoy hash is
// made once, when the routes are built at start, so not even the first unknown address costs a hash
// more than a known one. `hashWork` counts the hashes, verifications and decoys made, which the tests
// compare; nothing else reads it.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashWork = { hashes: 0, verifications: 0, decoys: 0 };

export const hashPassword = (password: string): Promise<string> => {
  hashWork.hashes += 1;
  return hash(password);
};

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  hashWork.verifications += 1;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
};

let decoy: Promise<string> | null = null;

/** A hash nobody knows the secret of, made once per process; called at start to make it then. */
export const decoyHash = (): Promise<string> => {
  if (!decoy) {
    hashWork.decoys += 1;
    decoy = hash(randomBytes(32).toString('base64url'));
  }
  return decoy;
};

/** The work of checking a password or code when there is nothing to check it against; always false. */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  await verifyPassword(await decoyHash(), secret);
  return false;
}

/** One-time codes are hashed like passwords. */
export const hashCode = hashPassword;
export const verifyCode = verifyPassword;

export const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
/** A 6-digit code with leading zeros kept. */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
