// Finds the stay a receipt is taken for among the hotel's reservations, by reference number or the
// guest's name (either, as typed: a reference number is tried first).

import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useReservationsQuery, type ReservationRowFieldsFragment } from '../../../graphql/hooks.gen';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../ui/data-table';

export interface ReservationFinderProps {
  hotelId: number;
  value: ReservationRowFieldsFragment | null;
  error?: string | null;
  onPick: (reservation: ReservationRowFieldsFragment | null) => void;
}

const label = (r: ReservationRowFieldsFragment) => `${r.refNumber} · ${r.guestName} · ${r.checkInDate}`;

export function ReservationFinder({ hotelId, value, error, onPick }: ReservationFinderProps) {
  const { t } = useTranslation('receipt');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const byRef = /\d/.test(typed);
  const found = useReservationsQuery({
    variables: {
      hotelId,
      page: 0,
      size: 10,
      sortField: 'id',
      direction: 'DESC',
      refNumber: byRef ? typed : null,
      guestName: byRef ? null : typed,
    },
    skip: typed.length < 2,
  });
  const items = found.data?.reservations.items ?? [];
  const data = items.map((r) => ({ value: String(r.id), label: label(r) }));
  if (value && !data.some((d) => d.value === String(value.id)))
    data.unshift({ value: String(value.id), label: label(value) });
  return (
    <Select
      label={t('form.reservation')}
      placeholder={t('form.reservationPlaceholder')}
      required
      searchable
      clearable
      data-autofocus
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        typed.length < 2 ? t('form.typeMore') : found.loading ? t('form.searching') : t('form.noReservation')
      }
      error={error ?? (found.error ? t('form.searchFailed') : undefined)}
      onChange={(id) =>
        onPick(items.find((r) => String(r.id) === id) ?? (value && String(value.id) === id ? value : null))
      }
    />
  );
}
