// A searchable user choice (name or email, searched on the server, 500 ms debounce), for the
// allocation screen and for appointing product administrators.

import { useState } from 'react';
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../graphql/errors';
import { usePeopleUserOptionsQuery } from '../../../graphql/hooks.gen';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../ui/data-table';

export interface UserPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> {
  value: string | null;
  onChange: (value: string | null) => void;
  /** Users of these levels are not offered. */
  excludeLevels?: readonly string[];
}

export function UserPicker({ value, onChange, excludeLevels = [], ...props }: UserPickerProps) {
  const { t } = useTranslation('people');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // After a choice the input shows its label; that is not a new search.
  const term = chosen && search === chosen.label ? '' : search.trim();
  const [debounced] = useDebouncedValue(term, TABLE_SEARCH_DEBOUNCE_MS);
  const options = usePeopleUserOptionsQuery({ variables: { hotelId: null, name: debounced || null, size: 50 } });
  const data = (options.data?.userAccounts.items ?? [])
    .filter((u) => !excludeLevels.includes(u.level))
    .map((u) => ({ value: String(u.id), label: `${u.firstName} ${u.lastName} (${u.email})` }));
  if (chosen && value === chosen.value && !data.some((d) => d.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      placeholder={t('allocation.userPlaceholder')}
      searchable
      clearable
      nothingFoundMessage={options.loading ? t('common.loading') : t('common.notFound')}
      error={options.error ? errorMessage(options.error, t('errors.loadFailed')) : undefined}
      {...props}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      onChange={(next, option) => {
        setChosen(next && option ? { value: next, label: option.label } : null);
        onChange(next);
      }}
    />
  );
}
