// STOMP 1.2 frames: parsing (streaming, byte-exact with content-length) and serialisation.
// https://stomp.github.io/stomp-specification-1.2.html#STOMP_Frames

export interface StompFrame {
  command: string;
  /** Header names and values, unescaped; when a header repeats, the first value wins (1.2). */
  headers: Record<string, string>;
  /** The body as UTF-8 text (every body this project exchanges is JSON or a short message). */
  body: string;
}

export type ParsedItem = { type: 'frame'; frame: StompFrame } | { type: 'heartbeat' };

/** A frame that breaks the protocol; the broker answers it with an ERROR frame and closes. */
export class StompFrameError extends Error {
  override readonly name = 'StompFrameError';
}

const NUL = 0;
const LF = 10;
const CR = 13;

// CONNECT and CONNECTED frames are exempt from header escaping, for 1.0 compatibility.
const unescapedCommands = new Set(['CONNECT', 'CONNECTED']);

export function escapeHeader(text: string): string {
  return text.replace(/[\\\r\n:]/g, (c) => (c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c'));
}

export function unescapeHeader(text: string): string {
  return text.replace(/\\(.?)/gs, (_, c: string) => {
    switch (c) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        // The spec makes an undefined escape sequence a fatal protocol error.
        throw new StompFrameError(`invalid escape sequence in header: \\${c}`);
    }
  });
}

/** Serialises a frame, computing content-length from the body's UTF-8 size. */
export function serializeFrame(frame: StompFrame): string {
  const escape = !unescapedCommands.has(frame.command);
  let out = `${frame.command}\n`;
  for (const [name, value] of Object.entries(frame.headers)) {
    if (name === 'content-length') continue;
    if (!escape && /[\r\n]/.test(name + value))
      throw new StompFrameError(`${frame.command} header ${name} cannot contain a line break`);
    out += escape ? `${escapeHeader(name)}:${escapeHeader(value)}\n` : `${name}:${value}\n`;
  }
  if (frame.body.length > 0) out += `content-length:${Buffer.byteLength(frame.body)}\n`;
  return `${out}\n${frame.body}\0`;
}

export interface FrameParserOptions {
  /** Largest frame accepted, in bytes (headers and body). Default 64 KiB. */
  maxFrameBytes?: number;
  /** Most header lines accepted in one frame. Default 100. */
  maxHeaders?: number;
}

/**
 * Parses a stream of frames and heart-beats. Data may arrive in any pieces (several frames in one
 * WebSocket message, or one frame split over several): push each piece, get back what completed.
 */
export class StompFrameParser {
  private buffer: Buffer = Buffer.alloc(0);
  private readonly maxFrameBytes: number;
  private readonly maxHeaders: number;

  constructor(options: FrameParserOptions = {}) {
    this.maxFrameBytes = options.maxFrameBytes ?? 64 * 1024;
    this.maxHeaders = options.maxHeaders ?? 100;
  }

  /** Bytes received that do not make a complete frame yet. */
  get pending(): number {
    return this.buffer.length;
  }

  /** Throws StompFrameError on a malformed frame; the stream cannot be resumed after that. */
  push(chunk: Uint8Array | string): ParsedItem[] {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk);
    this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
    const items: ParsedItem[] = [];
    let pos = 0;
    for (;;) {
      pos = this.skipHeartbeats(pos, items);
      if (pos >= this.buffer.length) break;
      const parsed = this.parseOne(pos);
      if (!parsed) break;
      items.push({ type: 'frame', frame: parsed.frame });
      pos = parsed.next;
    }
    this.buffer = pos >= this.buffer.length ? Buffer.alloc(0) : Buffer.from(this.buffer.subarray(pos));
    if (this.buffer.length > this.maxFrameBytes)
      throw new StompFrameError(`frame larger than ${this.maxFrameBytes} bytes`);
    return items;
  }

  private skipHeartbeats(start: number, items: ParsedItem[]): number {
    let pos = start;
    const buf = this.buffer;
    while (pos < buf.length) {
      if (buf[pos] === LF) {
        items.push({ type: 'heartbeat' });
        pos += 1;
      } else if (buf[pos] === CR) {
        if (pos + 1 >= buf.length) break;
        if (buf[pos + 1] !== LF) throw new StompFrameError('carriage return without line feed');
        items.push({ type: 'heartbeat' });
        pos += 2;
      } else break;
    }
    return pos;
  }

  /** One frame starting at `start`, or null when it has not fully arrived. */
  private parseOne(start: number): { frame: StompFrame; next: number } | null {
    const buf = this.buffer;
    const lines: string[] = [];
    let pos = start;
    const nul = buf.indexOf(NUL, start);
    for (;;) {
      const lf = buf.indexOf(LF, pos);
      if (nul !== -1 && (lf === -1 || nul < lf)) throw new StompFrameError('frame ended before the end of its headers');
      if (lf === -1) return null;
      const end = lf > pos && buf[lf - 1] === CR ? lf - 1 : lf;
      const line = buf.toString('utf8', pos, end);
      pos = lf + 1;
      if (line === '') break;
      lines.push(line);
      if (lines.length > this.maxHeaders + 1) throw new StompFrameError('too many headers');
    }
    const [command, ...headerLines] = lines;
    if (command === undefined) throw new StompFrameError('frame without a command');
    if (!/^[A-Z]+$/.test(command)) throw new StompFrameError(`invalid command: ${command}`);
    const escaped = !unescapedCommands.has(command);
    const headers: Record<string, string> = {};
    for (const line of headerLines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompFrameError(`invalid header line: ${line}`);
      const name = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      if (!Object.hasOwn(headers, name)) headers[name] = value;
    }
    const length = headers['content-length'];
    let bodyEnd: number;
    if (length !== undefined) {
      if (!/^\d{1,9}$/.test(length)) throw new StompFrameError(`invalid content-length: ${length}`);
      const n = Number(length);
      if (n > this.maxFrameBytes) throw new StompFrameError(`frame larger than ${this.maxFrameBytes} bytes`);
      bodyEnd = pos + n;
      if (buf.length <= bodyEnd) return null;
      if (buf[bodyEnd] !== NUL) throw new StompFrameError('body longer than its content-length');
    } else {
      bodyEnd = buf.indexOf(NUL, pos);
      if (bodyEnd === -1) return null;
    }
    const body = buf.toString('utf8', pos, bodyEnd);
    return { frame: { command, headers, body }, next: bodyEnd + 1 };
  }
}

/** Parses exactly one frame (surrounding heart-beats allowed); throws when there is not exactly one. */
export function parseFrame(data: Uint8Array | string, options?: FrameParserOptions): StompFrame {
  const parser = new StompFrameParser(options);
  const frames = parser.push(data).flatMap((item) => (item.type === 'frame' ? [item.frame] : []));
  if (frames.length !== 1 || parser.pending > 0 || !frames[0])
    throw new StompFrameError(`expected exactly one complete frame, got ${frames.length}`);
  return frames[0];
}
