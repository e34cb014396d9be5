// The bar above GraphiQL: sign in (signIn mutation) or use the web app's session, and pick the
// service whose permissions apply (X-Service-Id).
import { useState, type FormEvent } from 'react';
import { signIn, type SandboxAuth } from './auth';

export interface SignInBarProps {
  auth: SandboxAuth;
  onChange(auth: SandboxAuth): void;
}

export function SignInBar({ auth, onChange }: SignInBarProps) {
  const [email, setEmail] = useState(auth.email ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await signIn(email.trim(), password);
      setPassword('');
      onChange({ ...auth, token: result.token, email: result.email, source: 'sandbox' });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <header className="sandbox-bar">
      <h1 className="sandbox-title">Hotel back-office — GraphQL sandbox</h1>
      {auth.token ? (
        <div className="sandbox-who" data-testid="sandbox-signed-in">
          <span>
            Signed in{auth.email ? ` as ${auth.email}` : ''}
            {auth.source === 'web app' ? ' (web app session)' : ''}
          </span>
          <button type="button" onClick={() => onChange({ ...auth, token: null, email: null, source: null })}>
            Sign out
          </button>
        </div>
      ) : (
        <form className="sandbox-signin" onSubmit={(e) => void submit(e)}>
          <input
            type="email"
            name="email"
            autoComplete="username"
            placeholder="Email"
            aria-label="Email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            placeholder="Password"
            aria-label="Password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
          />
          <button type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      )}
      <label className="sandbox-service">
        Service id
        <input
          inputMode="numeric"
          placeholder="none"
          aria-label="Service id (X-Service-Id)"
          value={auth.serviceId}
          onChange={(e) => onChange({ ...auth, serviceId: e.currentTarget.value.replace(/\D/g, '') })}
        />
      </label>
      {error ? (
        <span className="sandbox-error" role="alert">
          {error}
        </span>
      ) : (
        <span className="sandbox-hint">
          {auth.token || auth.serviceId
            ? `Sent on every request: ${[auth.token && 'Authorization: Bearer …', auth.serviceId && `X-Service-Id: ${auth.serviceId}`].filter(Boolean).join(', ')}`
            : 'Not signed in: only @public fields answer.'}
        </span>
      )}
    </header>
  );
}
