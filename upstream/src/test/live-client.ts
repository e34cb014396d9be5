// A live STOMP client as the BFF holds one: on the upstream's embedded broker with a service token,
// or on RabbitMQ (with the mapped destination names) when the upstream relays there.
import { Client } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { auth, brokerDestination } from '@hotel/schema';
import { Inbox } from '../stomp/testing.js';
import { at, type TestUpstream } from './harness.js';

/** A live client on the upstream's topics, as the BFF holds one. */
export class LiveClient {
  private constructor(
    private readonly client: Client,
    private readonly relay: boolean,
    private readonly namespace: string,
  ) {}

  static async connect(up: TestUpstream): Promise<LiveClient> {
    const relay = up.config.stompRelayUrl;
    let headers: Record<string, string>;
    if (relay) {
      headers = { login: up.config.stompLogin, passcode: up.config.stompPasscode };
    } else {
      const res = await up.api('POST', at(auth.oauthToken), {
        basic: `${up.config.clientId}:${up.config.clientSecret}`,
        form: { grant_type: 'client_credentials' },
      });
      headers = { Authorization: `Bearer ${res.json.access_token as string}` };
    }
    const client = new Client({
      webSocketFactory: () => new WebSocket(relay ?? `${up.url.replace('http', 'ws')}/ws`, ['v12.stomp']),
      connectHeaders: headers,
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
      debug: () => undefined,
    });
    await new Promise<void>((resolve, reject) => {
      client.onConnect = () => resolve();
      client.onStompError = (frame) => reject(new Error(frame.headers['message']));
      client.activate();
    });
    return new LiveClient(client, Boolean(relay), up.config.stompNamespace);
  }

  /** Subscribes and resolves once the broker confirmed the subscription (its RECEIPT). */
  async watch(topic: string): Promise<Inbox> {
    const inbox = new Inbox();
    const receipt = `sub-${topic}`;
    await new Promise<void>((resolve) => {
      this.client.watchForReceipt(receipt, () => resolve());
      this.client.subscribe(
        brokerDestination(topic, this.relay ? 'rabbitmq' : 'embedded', this.namespace),
        inbox.onMessage,
        {
          receipt,
        },
      );
    });
    return inbox;
  }

  close(): Promise<void> {
    return this.client.deactivate();
  }
}
