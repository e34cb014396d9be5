// The hotel a GROUP or HOTEL administrator is tied to (core §6 hotel scope): their profile's. The
// session's hotelIds list every hotel they may see, not their tie; other levels have none here.

import type { ViewerFieldsFragment } from '../graphql/hooks.gen';

export function tiedHotelOf(viewer: ViewerFieldsFragment | null | undefined): number | null {
  if (viewer?.level !== 'GROUP' && viewer?.level !== 'HOTEL') return null;
  return viewer.profile.hotel?.id ?? null;
}
