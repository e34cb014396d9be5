import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@stomp/stompjs';
import {
  Inbox,
  RawClient,
  SERVICE_TOKEN,
  StompRefused,
  USER_TOKEN,
  connectClient,
  connectFrame,
  delay,
  startBroker,
  type RunningBroker,
} from './testing.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('embedded STOMP broker', () => {
  let running: RunningBroker;
  const clients: Client[] = [];
  const raws: RawClient[] = [];

  const connect = async (headers: Record<string, string>) => {
    const client = await connectClient(running.url, headers);
    clients.push(client);
    return client;
  };
  const raw = async (protocols?: string[]) => {
    const client = await RawClient.open(running.url, protocols);
    raws.push(client);
    return client;
  };

  before(async () => {
    running = await startBroker({ heartBeat: [50, 50] });
  });
  after(async () => {
    await Promise.all(clients.map((c) => c.deactivate()));
    for (const r of raws) r.close();
    await running.close();
  });

  describe('connecting', () => {
    it('accepts CONNECT with a valid bearer token and answers STOMP 1.2', async () => {
      const client = await connect(bearer(USER_TOKEN));
      assert.equal(client.connected, true);
      assert.equal(client.connectedVersion, '1.2');
    });

    it('accepts the token as passcode when there is no Authorization header', async () => {
      const client = await connect({ login: 'bff', passcode: SERVICE_TOKEN });
      assert.equal(client.connected, true);
    });

    it('refuses a wrong token with ERROR Unauthorized and closes the socket', async () => {
      await assert.rejects(
        connectClient(running.url, bearer('wrong')),
        (error: unknown) => error instanceof StompRefused && error.stompMessage === 'Unauthorized',
      );
      const client = await raw();
      client.send(connectFrame(bearer('wrong')));
      const error = await client.frame('ERROR');
      assert.equal(error.headers['message'], 'Unauthorized');
      await client.until(() => client.closed);
    });

    it('refuses a CONNECT without any token', async () => {
      await assert.rejects(
        connectClient(running.url, {}),
        (error: unknown) => error instanceof StompRefused && error.stompMessage === 'Unauthorized',
      );
    });

    it('negotiates the v12.stomp subprotocol', async () => {
      const client = await raw(['v10.stomp', 'v12.stomp']);
      assert.equal(client.ws.protocol, 'v12.stomp');
    });

    it('refuses a client that does not accept STOMP 1.2', async () => {
      const client = await raw();
      client.send(connectFrame({ 'accept-version': '1.0,1.1', ...bearer(USER_TOKEN) }));
      const error = await client.frame('ERROR');
      assert.equal(error.headers['version'], '1.2');
      await client.until(() => client.closed);
    });

    it('refuses a frame before CONNECT', async () => {
      const client = await raw();
      client.send({
        command: 'SUBSCRIBE',
        headers: { id: '1', destination: '/chef/1' },
        body: '',
      });
      const error = await client.frame('ERROR');
      assert.equal(error.headers['message'], 'Not connected');
      await client.until(() => client.closed);
    });

    it('answers a malformed frame with ERROR and closes', async () => {
      const client = await raw();
      client.send('CONNECT\naccept-version:1.2\nno-colon-here\n\n\0');
      assert.equal((await client.frame('ERROR')).headers['message'], 'Malformed frame');
      await client.until(() => client.closed);
    });

    it('leaves upgrades on other paths to the server', async () => {
      const other = running.url.replace('/ws', '/elsewhere');
      await assert.rejects(RawClient.open(other));
    });

    it('counts its connections', async () => {
      const before = running.broker.connectionCount();
      const client = await raw();
      await client.until(() => running.broker.connectionCount() === before + 1);
      client.close();
      await client.until(() => client.closed);
      await delay(20);
      assert.equal(running.broker.connectionCount(), before);
    });
  });

  describe('subscriptions', () => {
    it('delivers JSON in order to every subscriber of the destination, and only to them', async () => {
      const [a, b, other] = await Promise.all([
        connect(bearer(USER_TOKEN)),
        connect(bearer(USER_TOKEN)),
        connect(bearer(SERVICE_TOKEN)),
      ]);
      const inboxA = new Inbox();
      const inboxB = new Inbox();
      const inboxOther = new Inbox();
      const fence = new Inbox();
      await subscribed(a, '/chef/1', inboxA.onMessage);
      await subscribed(b, '/chef/1', inboxB.onMessage);
      await subscribed(other, '/chef/2', inboxOther.onMessage);
      await subscribed(other, '/chef/fence', fence.onMessage);

      for (let i = 0; i < 20; i++) running.broker.publish('/chef/1', JSON.stringify({ seq: i, text: 'naïve: a\nb' }));
      running.broker.publish('/chef/fence', JSON.stringify({ done: true }));
      await Promise.all([inboxA.waitFor(20), inboxB.waitFor(20), fence.waitFor(1)]);

      const expected = Array.from({ length: 20 }, (_, i) => ({
        seq: i,
        text: 'naïve: a\nb',
      }));
      assert.deepEqual(inboxA.bodies(), expected);
      assert.deepEqual(inboxB.bodies(), expected);
      assert.equal(inboxOther.messages.length, 0);

      const first = inboxA.messages[0];
      assert.ok(first);
      assert.equal(first.headers['destination'], '/chef/1');
      assert.equal(first.headers['content-type'], 'application/json');
      const ids = inboxA.messages.map((m) => Number(m.headers['message-id']));
      assert.ok(
        ids.every((id, i) => i === 0 || id > (ids[i - 1] ?? Infinity)),
        'monotonic ids',
      );
    });

    it('stops delivering after UNSUBSCRIBE', async () => {
      const client = await connect(bearer(USER_TOKEN));
      const inbox = new Inbox();
      const fence = new Inbox();
      const subscription = client.subscribe('/reservation/1', inbox.onMessage);
      await subscribed(client, '/reservation/fence', fence.onMessage);
      running.broker.publish('/reservation/1', JSON.stringify({ n: 1 }));
      await inbox.waitFor(1);

      await withReceipt(client, (receipt) => subscription.unsubscribe({ receipt }));
      running.broker.publish('/reservation/1', JSON.stringify({ n: 2 }));
      running.broker.publish('/reservation/fence', JSON.stringify({}));
      await fence.waitFor(1);
      assert.deepEqual(inbox.bodies(), [{ n: 1 }]);
    });

    it('refuses a destination that authorize denies', async () => {
      const client = await raw();
      client.send(connectFrame(bearer(USER_TOKEN)));
      await client.frame('CONNECTED');
      client.send({
        command: 'SUBSCRIBE',
        headers: { id: 's1', destination: '/secret/1', receipt: 'r1' },
        body: '',
      });
      const error = await client.frame('ERROR');
      assert.equal(error.headers['message'], 'Forbidden');
      assert.equal(error.headers['receipt-id'], 'r1');
      await client.until(() => client.closed);
    });

    it('refuses SEND from clients: only the server publishes', async () => {
      const client = await raw();
      client.send(connectFrame(bearer(USER_TOKEN)));
      await client.frame('CONNECTED');
      client.send({
        command: 'SEND',
        headers: { destination: '/chef/1' },
        body: '{}',
      });
      const error = await client.frame('ERROR');
      assert.equal(error.headers['message'], 'Forbidden');
      await client.until(() => client.closed);
    });

    it('refuses a subscription id used twice', async () => {
      const client = await raw();
      client.send(connectFrame(bearer(USER_TOKEN)));
      await client.frame('CONNECTED');
      const subscribe = {
        command: 'SUBSCRIBE',
        headers: { id: 's', destination: '/chef/1' },
        body: '',
      };
      client.send(subscribe);
      client.send(subscribe);
      assert.equal((await client.frame('ERROR')).headers['message'], 'Invalid SUBSCRIBE');
    });

    it('answers DISCONNECT with its RECEIPT and closes', async () => {
      const client = await raw();
      client.send(connectFrame(bearer(USER_TOKEN)));
      await client.frame('CONNECTED');
      client.send({
        command: 'DISCONNECT',
        headers: { receipt: 'bye' },
        body: '',
      });
      assert.equal((await client.frame('RECEIPT')).headers['receipt-id'], 'bye');
      await client.until(() => client.closed);
    });

    it('processes frames sent right after CONNECT, before CONNECTED', async () => {
      const client = await raw();
      client.send(connectFrame(bearer(USER_TOKEN)));
      client.send({
        command: 'SUBSCRIBE',
        headers: { id: 'early', destination: '/chef/early', receipt: 'sub' },
        body: '',
      });
      await client.frame('RECEIPT');
      running.broker.publish('/chef/early', JSON.stringify([1, 2]));
      const message = await client.frame('MESSAGE');
      assert.equal(message.headers['subscription'], 'early');
      assert.deepEqual(JSON.parse(message.body), [1, 2]);
    });
  });

  describe('heart-beats', () => {
    it('negotiates the intervals and sends EOL heart-beats', async () => {
      const client = await raw();
      client.send(connectFrame({ ...bearer(USER_TOKEN), 'heart-beat': '0,100' }));
      const connected = await client.frame('CONNECTED');
      // server→client: max(server 50, client wants 100); client→server: the client sends none.
      assert.equal(connected.headers['heart-beat'], '100,0');
      await client.until(() => client.heartbeats >= 3, 2000);
    });

    it('drops a client silent for twice its heart-beat interval', async () => {
      const client = await raw();
      client.send(connectFrame({ ...bearer(USER_TOKEN), 'heart-beat': '60,0' }));
      const connected = await client.frame('CONNECTED');
      assert.equal(connected.headers['heart-beat'], '0,60');
      await client.until(() => client.closed, 2000);
    });

    it('keeps a stompjs client that heart-beats connected', async () => {
      const client = await connectClient(running.url, bearer(USER_TOKEN), {
        heartbeatIncoming: 200,
        heartbeatOutgoing: 200,
      });
      clients.push(client);
      let beats = 0;
      client.onHeartbeatReceived = () => (beats += 1);
      await delay(900);
      assert.equal(client.connected, true);
      assert.ok(beats >= 2, `${beats} heart-beats received`);
    });
  });

  it('closes every client when it closes', async () => {
    const own = await startBroker();
    const client = await RawClient.open(own.url);
    client.send(connectFrame(bearer(USER_TOKEN)));
    await client.frame('CONNECTED');
    await own.close();
    await client.until(() => client.closed);
    assert.equal(own.broker.connectionCount(), 0);
  });
});

function subscribed(client: Client, destination: string, onMessage: Inbox['onMessage']): Promise<void> {
  return withReceipt(client, (receipt) => client.subscribe(destination, onMessage, { receipt }));
}

let receipts = 0;
function withReceipt(client: Client, act: (receipt: string) => void): Promise<void> {
  const receipt = `receipt-${++receipts}`;
  return new Promise((resolve) => {
    client.watchForReceipt(receipt, () => resolve());
    act(receipt);
  });
}
