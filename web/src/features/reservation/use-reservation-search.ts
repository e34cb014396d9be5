// Finding a stay by what the desk types: a reference number when it holds a digit, else the guest's
// name; newest first. The search behind every stay picker (proforma, receipts).
import { useReservationsQuery, type ReservationRowFieldsFragment } from '../../graphql/hooks.gen';
import type { SearchResult } from '../../ui/form';

export interface ReservationSearchContext {
  hotelId: number;
  /** Search only from this many characters on (nothing is asked before). */
  minChars?: number;
  size?: number;
}

export function useReservationSearch(
  text: string,
  { hotelId, minChars = 0, size = 20 }: ReservationSearchContext,
): SearchResult<ReservationRowFieldsFragment> {
  const byRef = /\d/.test(text);
  const { data, loading, error } = useReservationsQuery({
    variables: {
      hotelId,
      page: 0,
      size,
      sortField: 'id',
      direction: 'DESC',
      refNumber: byRef ? text : null,
      guestName: !byRef && text ? text : null,
    },
    skip: text.length < minChars,
  });
  return { items: data?.reservations.items ?? [], loading, error };
}
