// The invoice and receipt lists' own filters: the completion dates (from–to) and the payment method.

import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { DataTableController } from '../../../ui/data-table/use-data-table-state';

export function PeriodFilters({ table }: { table: DataTableController }) {
  const { t } = useTranslation('restaurant-admin');
  const f = table.state.filters;
  return (
    <Group gap="sm">
      <DatePickerInput
        type="range"
        aria-label={t('period.label')}
        placeholder={t('period.placeholder')}
        value={[f['from'] ?? null, f['to'] ?? null]}
        onChange={([from, to]) => {
          table.setFilter('from', from ?? '');
          table.setFilter('to', to ?? from ?? '');
        }}
        valueFormat="YYYY-MM-DD"
        clearable
        allowSingleDateInRange
        w={250}
      />
      <Select
        aria-label={t('payment.label')}
        placeholder={t('payment.all')}
        data={[
          { value: 'CASH', label: t('payment.CASH') },
          { value: 'ROOM_BILL', label: t('payment.ROOM_BILL') },
        ]}
        value={f['payment'] ?? null}
        onChange={(value) => table.setFilter('payment', value ?? '')}
        clearable
        w={170}
      />
    </Group>
  );
}

export const paymentFilter = (value: string | undefined): 'CASH' | 'ROOM_BILL' | null =>
  value === 'CASH' || value === 'ROOM_BILL' ? value : null;

/** The invoice and receipt searches' variables from the table's filters (period, text, payment). */
export function salesFilters(serviceId: number, filters: Readonly<Record<string, string>>) {
  return {
    serviceId,
    fromDate: filters['from'] ?? null,
    toDate: filters['to'] ?? null,
    search: filters['search'] ?? null,
    paymentMethod: paymentFilter(filters['payment']),
  };
}
