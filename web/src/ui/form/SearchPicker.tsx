// The search picker: a field that finds one record on the server as the user types (a stay, an
// invoice, a room in house) and picks it. Typing is debounced; while the server looks the field shows
// a spinner and "Searching…"; no match shows the caller's empty text; a failed search shows its error
// under the field. The record picked stays shown while other text finds other records or none. The
// keyboard works as in any select: arrows move, Enter picks, Escape closes.
//
// The caller gives the search as a custom hook of module scope, `useSearch(text, context)` (typically
// its generated query; `context` carries what else it needs, say the hotel), how a record is keyed and
// labelled, and its texts. A picker whose value is only an id (from the address) passes `selectedKey`:
// the record is shown once a search finds it.

import { useState, type ReactNode } from 'react';
import { Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../data-table';

/** What a search answers: the records found, whether it is still looking, and its failure. */
export interface SearchResult<T> {
  items: readonly T[];
  loading: boolean;
  error?: unknown;
}

export interface SearchPickerProps<T, C> extends Pick<
  SelectProps,
  'label' | 'placeholder' | 'description' | 'required' | 'maw' | 'w' | 'size' | 'disabled' | 'clearable'
> {
  /** The search, called on every render with the debounced text ('' before anything is typed). */
  useSearch: (text: string, context: C) => SearchResult<T>;
  /** What the search needs besides the text (the hotel). */
  context: C;
  /** The record picked, or null; or leave it out and give `selectedKey`. */
  value?: T | null;
  /** The picked record's key, when the caller keeps only that: the record this field picked, or one a search finds. */
  selectedKey?: string | number | null;
  onChange: (item: T | null) => void;
  itemKey: (item: T) => string | number;
  itemLabel: (item: T) => string;
  /** Texts: nothing found; fewer than `minChars` typed; the search failed. */
  empty: string;
  typeMore?: string;
  failed?: string;
  /** Characters to type before searching (0: the first page is offered at once). */
  minChars?: number;
  debounceMs?: number;
  /** A field error (validation), shown instead of the search's. */
  error?: ReactNode;
  autoFocus?: boolean;
}

export function SearchPicker<T, C>({
  useSearch,
  context,
  value: given,
  selectedKey,
  onChange,
  itemKey,
  itemLabel,
  empty,
  typeMore,
  failed,
  minChars = 0,
  debounceMs = TABLE_SEARCH_DEBOUNCE_MS,
  error,
  autoFocus,
  clearable = true,
  ...field
}: SearchPickerProps<T, C>) {
  const { t } = useTranslation('common');
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), debounceMs);
  const found = useSearch(typed, context);
  const tooShort = typed.length < minChars;
  const items = tooShort ? [] : found.items;
  const key = (item: T) => String(itemKey(item));
  const [picked, setPicked] = useState<T | null>(null);
  const byKey = (item: T | null | undefined) => (item && key(item) === String(selectedKey) ? item : null);
  // Controlled by the record, or by its key, or (neither given) by what this field picked last.
  const value =
    given !== undefined
      ? given
      : selectedKey === undefined
        ? picked
        : selectedKey === null
          ? null
          : (byKey(picked) ?? found.items.find((i) => byKey(i)) ?? null);
  const options = [...(value ? [value] : []), ...items.filter((item) => !value || key(item) !== key(value))].map(
    (item) => ({ value: key(item), label: itemLabel(item) }),
  );
  const looking = !tooShort && (found.loading || search.trim() !== typed);
  return (
    <Select
      {...field}
      searchable
      clearable={clearable}
      data-autofocus={autoFocus || undefined}
      data={options}
      value={value ? key(value) : null}
      searchValue={search}
      onSearchChange={setSearch}
      // The server filtered already; the picked record's label must not hide the others.
      filter={({ options: all }) => all}
      rightSection={looking ? <Loader size="xs" /> : undefined}
      nothingFoundMessage={tooShort && typeMore ? typeMore : looking ? t('states.searching') : empty}
      error={error ?? (found.error && !tooShort ? (failed ?? t('states.errorText')) : undefined)}
      onChange={(id) => {
        const item = id === null ? null : ([...items, ...(value ? [value] : [])].find((i) => key(i) === id) ?? null);
        setPicked(item);
        onChange(item);
      }}
    />
  );
}
