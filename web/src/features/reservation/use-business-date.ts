// The front office's "today": the hotel's business date (moved by one day by each night audit), not
// the calendar. Every date picker's first day and every "today" rule of the reservation screens reads
// it here; the calendars and the room status get the same date from the server with their data.

import { todayIn } from '@hotel/domain';
import { useBusinessDayQuery } from '../../graphql/hooks.gen';

/**
 * The hotel's business date (YYYY-MM-DD); null until it is known. Should it not load, the hotel's
 * calendar day stands in (the server judges every rule on the business date again).
 */
export function useBusinessDate(hotelId: number): string | null {
  const query = useBusinessDayQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  if (query.data) return query.data.businessDay.businessDate;
  return query.error ? todayIn() : null;
}
