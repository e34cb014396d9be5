// Finds the stay a receipt is taken for among the hotel's reservations, by reference number or the
// guest's name (either, as typed: a reference number is tried first): the shared search picker.

import { useTranslation } from 'react-i18next';
import type { ReservationRowFieldsFragment } from '../../../graphql/hooks.gen';
import { SearchPicker } from '../../../ui/form';
import { useReservationSearch } from '../../reservation/use-reservation-search';

export interface ReservationFinderProps {
  hotelId: number;
  value: ReservationRowFieldsFragment | null;
  error?: string | null;
  onPick: (reservation: ReservationRowFieldsFragment | null) => void;
}

export function ReservationFinder({ hotelId, value, error, onPick }: ReservationFinderProps) {
  const { t } = useTranslation('receipt');
  return (
    <SearchPicker
      label={t('form.reservation')}
      placeholder={t('form.reservationPlaceholder')}
      required
      autoFocus
      useSearch={useReservationSearch}
      context={{ hotelId, minChars: 2, size: 10 }}
      minChars={2}
      value={value}
      itemKey={(r) => r.id}
      itemLabel={(r) => `${r.refNumber} · ${r.guestName} · ${r.checkInDate}`}
      empty={t('form.noReservation')}
      typeMore={t('form.typeMore')}
      failed={t('form.searchFailed')}
      error={error ?? undefined}
      onChange={onPick}
    />
  );
}
