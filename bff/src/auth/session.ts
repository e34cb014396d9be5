// The caller's session — user, level, scope and permission list — loaded from upstream once per
// token and service, and reused for a few seconds (SESSION_CACHE_MS, 5 s by default). That bounds how
// long a changed privilege can be judged by the old rights, while a screen's burst of requests costs
// one upstream round. The services of a hotel (what the hotel guard judges a front-office feature in) are
// kept the same way, per token and hotel: without it every hotel-guarded request paid an upstream round
// before its own calls.
import type { CurrentUser, HotelService, PermissionEntry } from '@hotel/schema';
import { auth, hotel, permission } from '@hotel/schema';
import type { UpstreamClient } from '../upstream/client.js';

export interface Session {
  viewer: CurrentUser;
  serviceId: number | null;
  /** Administration permissions merged with the chosen service's (the service's entry wins). */
  permissions: PermissionEntry[];
}

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry<Session>>();
  private readonly hotels = new Map<string, Entry<HotelService[]>>();

  constructor(
    private readonly upstream: UpstreamClient,
    /** How long a loaded session is trusted. */
    readonly ttlMs: number,
    /**
     * How often a running subscription's rights are judged again (live-check.ts). Longer than a
     * query's bound on purpose: every open screen pays a session load per period, so 1,000 displays
     * at 5 s kept the upstream busy with 600 calls a second and delayed the very writes they show.
     */
    readonly liveRecheckMs: number = ttlMs,
  ) {}

  get(token: string, serviceId: number | null): Promise<Session> {
    return this.cached(this.entries, `${token}|${serviceId ?? ''}`, () => this.load(token, serviceId));
  }

  /** The services of a hotel in the token's scope (the upstream scopes the list by its caller). */
  hotelServices(token: string, hotelId: number): Promise<HotelService[]> {
    return this.cached(this.hotels, `${token}|${hotelId}`, async () => {
      const { result } = await this.upstream.call(hotel.servicesOfHotels, { token, query: { hotelIdList: [hotelId] } });
      return result.hotelService.filter((s) => s.hotelId === hotelId);
    });
  }

  /** Forgets a hotel's cached services for a token: a service made since may be missing from them. */
  forgetHotelServices(token: string, hotelId: number): void {
    this.hotels.delete(`${token}|${hotelId}`);
  }

  /** Forgets every session of a token (sign-out, password change). */
  forget(token: string): void {
    for (const map of [this.entries, this.hotels] as Map<string, unknown>[])
      for (const key of map.keys()) if (key.startsWith(`${token}|`)) map.delete(key);
  }

  private cached<T>(map: Map<string, Entry<T>>, key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = map.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value;
    const value = load();
    map.set(key, { at: now, value });
    value.catch(() => map.delete(key));
    if (map.size > 10_000) this.prune(map, now);
    return value;
  }

  /**
   * Forgets every cached session. Called after this instance changes a role's privileges, so the
   * holders' next request here is judged by the new rights (other instances: within the TTL).
   */
  clear(): void {
    this.entries.clear();
    this.hotels.clear();
  }

  private prune<T>(map: Map<string, Entry<T>>, now: number): void {
    for (const [key, entry] of map) if (now - entry.at >= this.ttlMs) map.delete(key);
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
