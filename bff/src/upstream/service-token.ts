// The BFF's own upstream token (client-credentials grant), used for its single STOMP connection.
// Renewed shortly before it expires.
import { auth } from '@hotel/schema';
import type { UpstreamClient } from './client.js';

export function serviceTokenSource(upstream: UpstreamClient, client: { user: string; password: string }) {
  let cached: { token: string; until: number } | null = null;
  return async (): Promise<string> => {
    if (cached && Date.now() < cached.until) return cached.token;
    const { result } = await upstream.call(auth.oauthToken, {
      basic: client,
      body: { grant_type: 'client_credentials' },
    });
    cached = { token: result.access_token, until: Date.now() + (result.expires_in - 60) * 1000 };
    return cached.token;
  };
}
