// Calls to the product made "elsewhere" (not through the browser): the upstream's REST API as
// another client would use it, and the BFF's health document.
import { PRODUCT_CLIENT as CLIENT } from './stack.js';
import { DEMO_PASSWORD } from './users.js';

interface Envelope<T> {
  statusCode: string;
  message: string;
  result?: T;
}

export interface HotelRow {
  id: number;
  name: string;
  title: string;
  groupId: number;
}

export interface ChannelRow {
  id: number;
  code: string;
  name: string;
  hotelId: number;
  groupId: number;
  channelStatus: string;
}

export class UpstreamApi {
  private constructor(
    readonly baseUrl: string,
    readonly token: string,
  ) {}

  /** Signs in with the OAuth password grant (POST /auth/api/v1/oauth/token, HTTP Basic client). */
  static async signIn(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<UpstreamApi> {
    const res = await fetch(`${baseUrl}/auth/api/v1/oauth/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'password', username: email, password }),
    });
    const body = (await res.json()) as { access_token?: string };
    if (!res.ok || !body.access_token)
      throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
    return new UpstreamApi(baseUrl, body.access_token);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<Envelope<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as Envelope<T>;
    if (envelope.statusCode !== '20000') {
      throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(envelope)}`);
    }
    return envelope;
  }

  async hotels(): Promise<HotelRow[]> {
    const { result } = await this.call<{ hotel: HotelRow[] }>('GET', '/hotel-service/api/hotels');
    return result?.hotel ?? [];
  }

  async hotelNamed(name: string): Promise<HotelRow> {
    const hotel = (await this.hotels()).find((candidate) => candidate.name === name);
    if (!hotel) throw new Error(`no hotel named ${name}`);
    return hotel;
  }

  /** A channel asking to sell the hotel's rooms (status NEW_PENDING): the hotel is told live. */
  async requestChannel(hotel: HotelRow, name: string): Promise<ChannelRow> {
    const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}${Math.floor(Math.random() * 1000)}`;
    const { result } = await this.call<{ channel: ChannelRow }>('POST', '/hotel-service/api/channel', {
      code,
      name,
      country: 'Germany',
      channelTypeName: 'OTA',
      groupId: hotel.groupId,
      hotelId: hotel.id,
    });
    if (!result) throw new Error('channel creation answered no channel');
    return result.channel;
  }

  async channels(hotelId: number): Promise<ChannelRow[]> {
    const { result } = await this.call<{ channel: ChannelRow[] }>(
      'GET',
      `/hotel-service/api/channel/search?hotelId=${hotelId}&size=200`,
    );
    return result?.channel ?? [];
  }
}

export interface BffHealth {
  status: string;
  stomp: { connected: boolean; topics: number; subscribers: number };
}

export async function bffHealth(url: string): Promise<BffHealth> {
  const res = await fetch(`${url}/health`);
  return (await res.json()) as BffHealth;
}
