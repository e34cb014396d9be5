// After a write in the hotel administration. An edit needs nothing here: the cache holds one Group,
// Hotel and HotelService per id, so the cards, the header, the selectors and the lists show the
// change at once. An add or a delete changes which records the shared lists hold (the cards, the
// selectors, the hotel scope pickers): those lists are dropped so their readers ask again (an active
// one at once, the others when next shown); a deleted record also leaves the cache and the selection.

import type { ApolloCache } from '@apollo/client';
import { forgetChosen } from '../../session/session';

export type HotelEntity = 'group' | 'hotel' | 'service';

const TYPENAME: Record<HotelEntity, string> = { group: 'Group', hotel: 'Hotel', service: 'HotelService' };
/** The root list each kind of record is listed by (groups, hotels(groupId), services(hotelId)). */
const LIST: Record<HotelEntity, string> = { group: 'groups', hotel: 'hotels', service: 'services' };

export function membershipChanged(cache: ApolloCache, entity: HotelEntity): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: LIST[entity] });
  cache.gc();
}

export function recordDeleted(cache: ApolloCache, entity: HotelEntity, id: number): void {
  cache.evict({ id: cache.identify({ __typename: TYPENAME[entity], id }) });
  membershipChanged(cache, entity);
  forgetChosen(entity, id);
}
