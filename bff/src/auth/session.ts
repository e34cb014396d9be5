// The caller's session — user, level, scope and permission list — loaded from upstream once per
// token and service, and reused for a few seconds (SESSION_CACHE_MS, 5 s by default). That bounds how
// long a changed privilege can be judged by the old rights, while a screen's burst of requests costs
// one upstream round.
import type { CurrentUser, PermissionEntry } from '@hotel/schema';
import { auth, permission } from '@hotel/schema';
import type { UpstreamClient } from '../upstream/client.js';

export interface Session {
  viewer: CurrentUser;
  serviceId: number | null;
  /** Administration permissions merged with the chosen service's (the service's entry wins). */
  permissions: PermissionEntry[];
}

interface Entry {
  at: number;
  value: Promise<Session>;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly ttlMs: number,
  ) {}

  get(token: string, serviceId: number | null): Promise<Session> {
    const key = `${token}|${serviceId ?? ''}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = this.load(token, serviceId);
    this.entries.set(key, { at: now, value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 10_000) this.prune(now);
    return value;
  }

  /** Forgets every session of a token (sign-out, password change). */
  forget(token: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(`${token}|`)) this.entries.delete(key);
  }

  /**
   * Forgets every cached session. Called after this instance changes a role's privileges, so the
   * holders' next request here is judged by the new rights (other instances: within the TTL).
   */
  clear(): void {
    this.entries.clear();
  }

  private prune(now: number): void {
    for (const [key, entry] of this.entries) if (now - entry.at >= this.ttlMs) this.entries.delete(key);
  }

  private async load(token: string, serviceId: number | null): Promise<Session> {
    const { result } = await this.upstream.call(auth.me, { token });
    const viewer = result.user;
    const [overall, service] = await Promise.all([
      this.upstream.call(permission.overallPermissions, { token, params: { id: viewer.userId } }),
      serviceId
        ? this.upstream.call(permission.userServicePermissions, {
            token,
            params: { userId: viewer.userId, serviceId },
          })
        : null,
    ]);
    const merged = new Map<string, PermissionEntry>();
    for (const p of overall.result.servicespermission) merged.set(p.prefix, p);
    for (const p of service?.result.servicespermission ?? []) merged.set(p.prefix, p);
    return { viewer, serviceId, permissions: [...merged.values()] };
  }
}
