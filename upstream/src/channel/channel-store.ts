// A channel as stored and as the contract shows it; read by the channel area and by the channel
// request's answer (notification).
import type { Channel } from '@hotel/schema';
import { iso, type Queryable } from '../db/database.js';

export interface ChannelRow {
  id: number;
  code: string;
  name: string;
  country: string;
  channel_type: Channel['channelTypeName'];
  group_id: number;
  hotel_id: number;
  channel_status: Channel['channelStatus'];
  online: boolean;
  created_at: Date | string;
}

export const CHANNEL_COLUMNS =
  'c.id, c.code, c.name, c.country, c.channel_type, c.group_id, c.hotel_id, c.channel_status, c.online, c.created_at';
export const CHANNEL_RETURNING =
  'returning id, code, name, country, channel_type, group_id, hotel_id, channel_status, online, created_at';

export const toChannel = (r: ChannelRow): Channel => ({
  id: r.id,
  code: r.code,
  name: r.name,
  country: r.country,
  channelTypeName: r.channel_type,
  groupId: r.group_id,
  hotelId: r.hotel_id,
  channelStatus: r.channel_status,
  online: r.online,
  createdAt: iso(r.created_at),
});

export async function findChannel(db: Queryable, id: number): Promise<ChannelRow | null> {
  const [row] = await db.query<ChannelRow>(`select ${CHANNEL_COLUMNS} from channel c where c.id = $1`, [id]);
  return row ?? null;
}
