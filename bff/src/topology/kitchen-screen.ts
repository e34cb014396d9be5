// A kitchen screen as the web app runs it, for the topology suite: one graphql-ws connection to
// whichever BFF the load balancer hands out (here: the next running instance, round robin), the
// kitchen subscription, and a refetch of the kitchen board over HTTP whenever the socket (re)connects
// or the BFF sends RESYNC. It remembers every order it has seen and how it first learnt of it.
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { KITCHEN_BOARD } from '../modules/restaurant/restaurant.fixtures.js';
import type { GqlResult } from '../test/stack.js';
import { until, type Instance } from './deployment.js';

interface KitchenUpdate {
  kitchenUpdates: { kind: 'MESSAGE' | 'RESYNC'; orderId: number | null; event: string | null };
}

interface Board {
  kitchenBoard: { newOrders: { id: number }[]; acceptedTickets: { orderId: number }[] };
}

export class KitchenScreen {
  /** Order id → how the screen first learnt of it. */
  readonly orders = new Map<number, 'message' | 'refetch'>();
  /** The BFF each (re)connection went to, in order. */
  readonly connections: string[] = [];
  resyncs = 0;
  refetches = 0;
  /** What the subscription itself answered as errors (none expected, whatever fails around it). */
  readonly errors: unknown[] = [];
  /** Refetches that failed (a BFF going away under one is expected; the next one makes up for it). */
  readonly refetchErrors: unknown[] = [];
  private readonly client: Client;
  private next = 0;
  private current = '';

  constructor(
    private readonly bffs: readonly Instance[],
    private readonly token: string,
    private readonly serviceId: number,
  ) {
    this.client = createClient({
      url: () => this.pick(),
      webSocketImpl: WebSocket,
      lazy: false,
      connectionParams: { authorization: `Bearer ${token}`, serviceId },
      // As the web app: retry for ever; quickly here, so the suite stays short.
      retryAttempts: Number.MAX_SAFE_INTEGER,
      shouldRetry: () => true,
      retryWait: () => new Promise((resolve) => setTimeout(resolve, 200)),
    });
    this.client.on('connected', () => {
      this.connections.push(this.current);
      void this.refetch();
    });
    this.client.subscribe<KitchenUpdate>(
      {
        query: 'subscription($s: Int!) { kitchenUpdates(serviceId: $s) { kind orderId event } }',
        variables: { s: serviceId },
      },
      {
        next: (result) => {
          if (result.errors) this.errors.push(result.errors);
          const update = result.data?.kitchenUpdates;
          if (!update) return;
          if (update.kind === 'RESYNC') {
            this.resyncs += 1;
            void this.refetch();
          } else if (update.orderId !== null && !this.orders.has(update.orderId)) {
            this.orders.set(update.orderId, 'message');
          }
        },
        error: (error) => this.errors.push(error),
        complete: () => undefined,
      },
    );
  }

  /** The BFF the screen is connected to now. */
  get connectedTo(): string {
    return this.current;
  }

  /** The load balancer: the next running BFF, starting with the first. */
  private pick(): string {
    const running = this.bffs.filter((b) => b.running);
    const chosen = running.length > 0 ? running[this.next++ % running.length]! : this.bffs[0]!;
    this.current = chosen.url;
    return `${chosen.url.replace(/^http/, 'ws')}/graphql`;
  }

  private async refetch(): Promise<void> {
    try {
      const res = await fetch(`${this.current}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${this.token}`,
          'x-service-id': String(this.serviceId),
        },
        body: JSON.stringify({ query: KITCHEN_BOARD, variables: { s: this.serviceId } }),
      });
      const body = (await res.json()) as GqlResult<Board>;
      if (!body.data) {
        this.refetchErrors.push(body.errors);
        return;
      }
      this.refetches += 1;
      const ids = [
        ...body.data.kitchenBoard.newOrders.map((o) => o.id),
        ...body.data.kitchenBoard.acceptedTickets.map((t) => t.orderId),
      ];
      for (const id of ids) if (!this.orders.has(id)) this.orders.set(id, 'refetch');
    } catch (error) {
      this.refetchErrors.push(error);
    }
  }

  /** Waits until the screen shows the order. */
  shows(orderId: number, log: () => string = () => ''): Promise<true> {
    return until(
      `the kitchen screen to show order ${orderId}`,
      () => this.orders.has(orderId),
      () => `\n${this.describe()}${log()}`,
    );
  }

  describe(): string {
    return `screen: connections ${JSON.stringify(this.connections)}, resyncs ${this.resyncs}, refetches ${this.refetches}, orders ${JSON.stringify([...this.orders])}, errors ${JSON.stringify(this.errors).slice(0, 1000)}`;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}
