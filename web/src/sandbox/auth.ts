// Who the sandbox calls the API as: a bearer token and an optional service id, sent on every
// request (Authorization, X-Service-Id) and in the graphql-ws connection params (authorization,
// serviceId), the same as the web app does. They start from the sandbox's own sign-in (kept for
// this tab) or else from the web app's stored session, which is only ever read here.

export interface SandboxAuth {
  token: string | null;
  /** Who the token belongs to, when known. */
  email: string | null;
  /** Digits only, or '' for none. */
  serviceId: string;
  /** Where the token came from, shown next to it. */
  source: 'sandbox' | 'web app' | null;
}

// Keys of web/src/session/session.ts (the web app's session and its hotel/service selection).
const WEB_SESSION_KEY = 'hotel.session';
const WEB_SELECTION_KEY = 'hotel.selection';
const SANDBOX_KEY = 'hotel.sandbox.auth';

function read<T>(store: Storage | undefined, key: string): T | null {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function safe(get: () => Storage): Storage | undefined {
  try {
    return get();
  } catch {
    return undefined;
  }
}

const local = safe(() => window.localStorage);
const session = safe(() => window.sessionStorage);

export const NO_AUTH: SandboxAuth = { token: null, email: null, serviceId: '', source: null };

/** The sandbox's own sign-in if any, else the web app's signed-in session, else nobody. */
export function initialAuth(): SandboxAuth {
  const own = read<Partial<SandboxAuth>>(session, SANDBOX_KEY);
  if (own) {
    return {
      token: typeof own.token === 'string' ? own.token : null,
      email: typeof own.email === 'string' ? own.email : null,
      serviceId: typeof own.serviceId === 'string' ? own.serviceId : '',
      source: typeof own.token === 'string' ? (own.source === 'web app' ? 'web app' : 'sandbox') : null,
    };
  }
  const web = read<{ accessToken?: unknown; viewer?: { email?: unknown } }>(local, WEB_SESSION_KEY);
  if (typeof web?.accessToken !== 'string') return NO_AUTH;
  const selection = read<{ service?: { serviceId?: unknown } }>(local, WEB_SELECTION_KEY);
  const serviceId = selection?.service?.serviceId;
  return {
    token: web.accessToken,
    email: typeof web.viewer?.email === 'string' ? web.viewer.email : null,
    serviceId: typeof serviceId === 'number' && serviceId > 0 ? String(serviceId) : '',
    source: 'web app',
  };
}

/**
 * Keeps what the developer chose in the sandbox (a sign-in, a sign-out, a service id) for this tab,
 * in sessionStorage, so a reload keeps it. The web app's session is never written.
 */
export function rememberAuth(auth: SandboxAuth): void {
  try {
    session?.setItem(SANDBOX_KEY, JSON.stringify(auth));
  } catch {
    // storage full or disabled: the choice lasts until reload
  }
}

/** HTTP headers for the API, lower-case so the headers editor's own values replace them. */
export function authHeaders(auth: SandboxAuth): Record<string, string> {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.serviceId) headers['x-service-id'] = auth.serviceId;
  return headers;
}

/** The graphql-ws connection params the BFF reads (bff/src/server.ts). */
export function connectionParams(auth: SandboxAuth): Record<string, unknown> {
  return {
    ...(auth.token ? { authorization: `Bearer ${auth.token}` } : null),
    ...(auth.serviceId ? { serviceId: Number(auth.serviceId) } : null),
  };
}

const SIGN_IN = `mutation SandboxSignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) { accessToken viewer { email } }
}`;

/** Runs the signIn mutation; resolves to the token or rejects with the server's message. */
export async function signIn(email: string, password: string): Promise<{ token: string; email: string }> {
  let body: {
    data?: { signIn?: { accessToken: string; viewer: { email: string } } } | null;
    errors?: { message: string }[];
  };
  try {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { email, password }, operationName: 'SandboxSignIn' }),
    });
    body = (await res.json()) as typeof body;
  } catch {
    throw new Error('The server is not responding.');
  }
  const result = body.data?.signIn;
  if (!result) throw new Error(body.errors?.[0]?.message ?? 'Sign-in failed.');
  return { token: result.accessToken, email: result.viewer.email };
}
