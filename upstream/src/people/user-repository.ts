// Reads users in the contract's shape, with the group, hotel and service ids their level gives them.
import type { CurrentUser, User } from '@hotel/schema';
import type { Queryable } from '../db/database.js';
import { scopeOf } from '../auth/scope.js';
import { imageUrl } from '../hotel/images.js';

export interface UserRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  img_url: string | null;
  user_level: User['userLevel'];
  active: boolean;
  group_id: number | null;
  hotel_id: number | null;
}

export const USER_COLUMNS = 'id, first_name, last_name, email, img_url, user_level, active, group_id, hotel_id';

export async function toUser(db: Queryable, row: UserRow): Promise<User> {
  const scope = await scopeOf(db, {
    kind: 'user',
    userId: row.id,
    clientId: '',
    level: row.user_level,
    groupId: row.group_id,
    hotelId: row.hotel_id,
  });
  return {
    userId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    userName: row.email.split('@')[0] ?? row.email,
    imgUrl: row.img_url,
    userLevel: row.user_level,
    active: row.active,
    groupId: row.group_id,
    hotelId: row.hotel_id,
    groupIds: scope.groupIds,
    hotelIds: scope.hotelIds,
    serviceIds: scope.serviceIds,
  };
}

export async function findUser(db: Queryable, id: number): Promise<User | null> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user where id = $1`, [id]);
  return row ? toUser(db, row) : null;
}

export async function loadCurrentUser(db: Queryable, id: number): Promise<CurrentUser | null> {
  const user = await findUser(db, id);
  if (!user) return null;
  const [row] = await db.query<{ group_id: number | null; hotel_id: number | null }>(
    'select group_id, hotel_id from app_user where id = $1',
    [id],
  );
  const [service] =
    user.userLevel === 'USER' || user.userLevel === 'SERVICE'
      ? await db.query<{
          id: number;
          name: string;
          service_type: 'HOTEL' | 'RESTAURANT' | 'HOUSEKEEPING' | 'INVENTORY';
          hotel_id: number;
        }>(
          `select s.id, s.name, s.service_type, s.hotel_id from user_allocation a join hotel_service s on s.id = a.service_id
          where a.user_id = $1 order by s.id limit 1`,
          [id],
        )
      : [];
  const hotelId = row?.hotel_id ?? service?.hotel_id ?? null;
  const [hotel] = hotelId
    ? await db.query<{
        id: number;
        name: string;
        side_bar_image: string | null;
        title_image: string | null;
        type: string;
        group_id: number;
      }>('select id, name, side_bar_image, title_image, type, group_id from hotel where id = $1', [hotelId])
    : [];
  const groupId = row?.group_id ?? hotel?.group_id ?? null;
  const [group] = groupId
    ? await db.query<{ id: number; name: string }>('select id, name from app_group where id = $1', [groupId])
    : [];
  return {
    ...user,
    profile: {
      hotelResponse: hotel
        ? {
            id: hotel.id,
            name: hotel.name,
            sideBarImage: imageUrl(hotel.side_bar_image),
            titleImage: imageUrl(hotel.title_image),
            type: hotel.type,
          }
        : null,
      groupResponse: group ? { id: group.id, name: group.name } : null,
      hotelServiceResponse: service ? { id: service.id, name: service.name, serviceType: service.service_type } : null,
    },
  };
}
