// GET /health: whether this BFF instance can serve, for `npm start`, load balancers and operators.
// Ok (200) only when its dependencies are: the upstream answers its health address
// (UPSTREAM_HEALTH_URL) and the STOMP bridge is connected to the broker; otherwise 503, naming what
// is down. The process itself answering at all shows it is alive.
import type { StompBridge, BridgeStats } from '../stomp/bridge.js';
import type { UpstreamClient } from '../upstream/client.js';

export interface Health {
  status: 'ok' | 'unavailable';
  upstream: { state: 'ok' | 'unhealthy' | 'unreachable'; detail: string };
  broker: { state: 'connected' | 'disconnected' };
  stomp: BridgeStats;
}

export async function checkHealth(upstream: UpstreamClient, healthUrl: string, bridge: StompBridge): Promise<Health> {
  const probe = await upstream.probe(healthUrl);
  const stomp = bridge.stats();
  const ok = probe.state === 'ok' && stomp.connected;
  return {
    status: ok ? 'ok' : 'unavailable',
    upstream: probe,
    broker: { state: stomp.connected ? 'connected' : 'disconnected' },
    stomp,
  };
}
