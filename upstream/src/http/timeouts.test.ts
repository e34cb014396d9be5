// The upstream's HTTP server ends stalled requests (issue 9, finding 15), and /health reports the
// database it depends on and the broker it publishes to.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { startTestUpstream, type TestUpstream } from '../test/harness.js';

/** Sends `text` on a raw connection and then nothing; answers what the server sent before closing. */
function stalled(upstream: TestUpstream, text: string): Promise<string> {
  const socket = connect(Number(new URL(upstream.url).port), '127.0.0.1');
  socket.write(text);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  return new Promise<string>((resolve, reject) => {
    // Bounded only so that a regression fails instead of hanging.
    const timer = setTimeout(() => reject(new Error('the server kept the stalled request open')), 20_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

describe('the upstream HTTP server', () => {
  let upstream: TestUpstream;
  before(async () => {
    upstream = await startTestUpstream({ HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '500' });
  });
  after(() => upstream.close());

  test('answers a request whose body stalls with 408 and closes it', async () => {
    const answer = await stalled(
      upstream,
      'POST /auth/api/v1/oauth/token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"gr',
    );
    assert.match(answer, /^HTTP\/1\.1 408/);
  });

  test('closes a request whose headers stall', async () => {
    const answer = await stalled(upstream, 'GET /health HTTP/1.1\r\nHost: x\r\nAccep');
    assert.match(answer, /^(HTTP\/1\.1 408|$)/);
  });

  test('reports its database and broker on /health', async () => {
    // With RabbitMQ the publisher connects on its own schedule: ask until it has.
    const deadline = Date.now() + 20_000;
    let res = await upstream.api('GET', '/health');
    while (res.json.broker.state !== 'connected' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await upstream.api('GET', '/health');
    }
    assert.equal(res.status, 200);
    assert.equal(res.json.status, 'ok');
    assert.equal(res.json.database.state, 'ok');
    assert.equal(res.json.broker.state, 'connected');
  });
});
