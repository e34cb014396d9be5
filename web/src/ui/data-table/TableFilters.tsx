// Toolbar filters bound to a table's filters (URL or state): a date range stored as from/to
// (YYYY-MM-DD; one day picked stands for itself) and a select stored under its key ('' clears).

import { Select, type SelectProps } from '@mantine/core';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import type { DataTableController } from './use-data-table-state';

export interface PeriodFilterProps extends Omit<DatePickerInputProps<'range'>, 'type' | 'value' | 'onChange'> {
  table: DataTableController;
}

export function PeriodFilter({ table, ...props }: PeriodFilterProps) {
  const f = table.state.filters;
  return (
    <DatePickerInput
      type="range"
      value={[f['from'] ?? null, f['to'] ?? null]}
      onChange={([from, to]) => {
        table.setFilter('from', from ?? '');
        table.setFilter('to', to ?? from ?? '');
      }}
      valueFormat="YYYY-MM-DD"
      clearable
      allowSingleDateInRange
      {...props}
    />
  );
}

export interface FilterSelectProps extends Omit<SelectProps, 'value' | 'onChange'> {
  table: DataTableController;
  /** The filter's key. */
  filterKey: string;
}

export function FilterSelect({ table, filterKey, ...props }: FilterSelectProps) {
  return (
    <Select
      value={table.state.filters[filterKey] ?? null}
      onChange={(value) => table.setFilter(filterKey, value ?? '')}
      clearable
      {...props}
    />
  );
}
