import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  StompFrameError,
  StompFrameParser,
  escapeHeader,
  parseFrame,
  serializeFrame,
  unescapeHeader,
  type StompFrame,
} from './frame.js';

const frames = (parser: StompFrameParser, chunk: string | Uint8Array): StompFrame[] =>
  parser.push(chunk).flatMap((item) => (item.type === 'frame' ? [item.frame] : []));

describe('STOMP frames', () => {
  it('round-trips header escaping (\\r \\n \\c \\\\)', () => {
    const frame: StompFrame = {
      command: 'MESSAGE',
      headers: { 'odd:name': 'a:b\nc\rd\\e', destination: '/chef/1' },
      body: '{"x":1}',
    };
    const text = serializeFrame(frame);
    assert.match(text, /odd\\cname:a\\cb\\nc\\rd\\\\e\n/);
    assert.deepEqual(parseFrame(text), {
      ...frame,
      headers: { ...frame.headers, 'content-length': '7' },
    });
    for (const value of ['', ':', '\\', '\\n', 'a\\cb', '\r\n:\\'])
      assert.equal(unescapeHeader(escapeHeader(value)), value);
  });

  it('does not escape CONNECT and CONNECTED headers', () => {
    const text = serializeFrame({
      command: 'CONNECT',
      headers: { passcode: 'a:b\\c' },
      body: '',
    });
    assert.equal(text, 'CONNECT\npasscode:a:b\\c\n\n\0');
    assert.equal(parseFrame(text).headers['passcode'], 'a:b\\c');
  });

  it('rejects an undefined escape sequence', () => {
    assert.throws(() => parseFrame('SEND\ndestination:/a\\t\n\n\0'), StompFrameError);
  });

  it('counts content-length in bytes and lets the body hold NUL', () => {
    const body = 'Gemüse\0mit "Curry" ☕';
    const text = serializeFrame({ command: 'MESSAGE', headers: {}, body });
    assert.match(text, new RegExp(`content-length:${Buffer.byteLength(body)}\\n`));
    assert.equal(parseFrame(text).body, body);
  });

  it('reads a body up to the first NUL when there is no content-length', () => {
    assert.equal(parseFrame('SEND\ndestination:/a\n\nhello\0').body, 'hello');
  });

  it('accepts CRLF line endings and lets the first of repeated headers win', () => {
    const frame = parseFrame('MESSAGE\r\nfoo:1\r\nfoo:2\r\n\r\nbody\0');
    assert.deepEqual(frame.headers, { foo: '1' });
    assert.equal(frame.body, 'body');
  });

  it('parses frames split across chunks, several frames in one chunk, and heart-beats', () => {
    const parser = new StompFrameParser();
    const one = serializeFrame({
      command: 'MESSAGE',
      headers: { id: '1' },
      body: 'ünï',
    });
    const two = serializeFrame({
      command: 'RECEIPT',
      headers: { 'receipt-id': '9' },
      body: '',
    });
    const bytes = Buffer.from(`\n\r\n${one}\n${two}\n`);
    const items = [];
    for (let i = 0; i < bytes.length; i += 3) items.push(...parser.push(bytes.subarray(i, i + 3)));
    assert.deepEqual(
      items.map((item) => (item.type === 'frame' ? item.frame.command : 'beat')),
      ['beat', 'beat', 'MESSAGE', 'beat', 'RECEIPT', 'beat'],
    );
    assert.equal(parser.pending, 0);
    assert.deepEqual(frames(new StompFrameParser(), one + two).length, 2);
  });

  it('waits for the rest of an incomplete frame', () => {
    const parser = new StompFrameParser();
    assert.deepEqual(frames(parser, 'MESSAGE\ncontent-length:4\n\nab'), []);
    assert.deepEqual(frames(parser, 'cd\0')[0]?.body, 'abcd');
  });

  it('rejects malformed frames', () => {
    const malformed = [
      'send\n\n\0', // lower-case command
      'SEND\nno-colon\n\n\0',
      'SEND\n:empty-name\n\n\0',
      'SEND\ncontent-length:2\n\nabc\0', // body longer than announced
      'SEND\ncontent-length:x\n\n\0',
      'SEND\0', // frame ends before its headers
      '\rX',
    ];
    for (const text of malformed)
      assert.throws(() => new StompFrameParser().push(text), StompFrameError, JSON.stringify(text));
  });

  it('rejects frames larger than the limit', () => {
    const parser = new StompFrameParser({ maxFrameBytes: 100 });
    assert.throws(() => parser.push(`SEND\n\n${'x'.repeat(200)}`), StompFrameError);
    assert.throws(
      () => new StompFrameParser({ maxFrameBytes: 100 }).push('SEND\ncontent-length:500\n\n'),
      StompFrameError,
    );
  });

  it('refuses to serialise a line break in a CONNECT header', () => {
    assert.throws(
      () =>
        serializeFrame({
          command: 'CONNECT',
          headers: { login: 'a\nb' },
          body: '',
        }),
      StompFrameError,
    );
  });
});
