// A column's search box. It keeps what is typed and reports it 500 ms after the last key (core §9),
// at once on Enter or when the box loses focus (so a click on Reset cannot lose a race with a
// pending search). A change from outside (reset, Back) replaces the text.

import { useState } from 'react';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TABLE_SEARCH_DEBOUNCE_MS } from './table-state';

export interface ColumnSearchInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The column's name, for screen readers. */
  label: string;
  placeholder?: string;
}

export function ColumnSearchInput({ value, onChange, label, placeholder }: ColumnSearchInputProps) {
  const { t } = useTranslation('table');
  const [text, setText] = useState(value);
  const [external, setExternal] = useState(value);
  if (value !== external) {
    setExternal(value);
    if (value !== text.trim()) setText(value);
  }
  const report = useDebouncedCallback((next: string) => onChange(next), TABLE_SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      size="xs"
      value={text}
      aria-label={t('search.label', { column: label })}
      placeholder={placeholder ?? t('search.placeholder')}
      leftSection={<IconSearch size={14} aria-hidden />}
      rightSection={
        text !== '' ? (
          <CloseButton
            size="sm"
            aria-label={t('search.clear')}
            onClick={() => {
              report.cancel();
              setText('');
              onChange('');
            }}
          />
        ) : null
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') report.flush();
      }}
      onBlur={() => report.flush()}
    />
  );
}
