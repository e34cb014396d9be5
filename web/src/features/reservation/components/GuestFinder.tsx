// Finds the guest of a booking among the hotel's guest profiles (core §3), by first name as the guest
// list sorts them. Choosing one links the profile and fills the name, e-mail and phone; clearing it
// books as a new guest (the server finds the profile by e-mail, or makes one). Shown only with GUEST.

import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useGuestsQuery, type GuestRowFieldsFragment } from '../../../graphql/hooks.gen';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../ui/data-table';

export interface GuestFinderProps {
  hotelId: number;
  /** The linked profile's id, or null for a new guest. */
  guestId: string | null;
  /** The name shown for a linked profile the search has not loaded (a saved reservation's guest). */
  guestName: string;
  onPick: (guest: GuestRowFieldsFragment | null) => void;
}

export const guestLabel = (guest: Pick<GuestRowFieldsFragment, 'firstName' | 'lastName' | 'email'>) =>
  [`${guest.firstName} ${guest.lastName}`.trim(), guest.email].filter(Boolean).join(' · ');

export function GuestFinder({ hotelId, guestId, guestName, onPick }: GuestFinderProps) {
  const { t } = useTranslation('reservation');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const guests = useGuestsQuery({
    variables: { hotelId, page: 0, size: 10, firstName: typed || null },
    skip: typed.length < 2,
  });
  const found = guests.data?.guests.items ?? [];
  const data = found.map((guest) => ({ value: String(guest.id), label: guestLabel(guest) }));
  if (guestId && !data.some((option) => option.value === guestId)) data.unshift({ value: guestId, label: guestName });
  return (
    <Select
      label={t('guestFinder.label')}
      description={guestId ? t('guestFinder.linked') : t('guestFinder.new')}
      placeholder={t('guestFinder.placeholder')}
      searchable
      clearable
      data={data}
      value={guestId}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={
        typed.length < 2
          ? t('guestFinder.typeMore')
          : guests.loading
            ? t('guestFinder.searching')
            : t('guestFinder.none')
      }
      error={guests.error ? t('guestFinder.failed') : undefined}
      onChange={(value) => onPick(found.find((guest) => String(guest.id) === value) ?? null)}
    />
  );
}
