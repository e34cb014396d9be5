// The invoice and receipt lists' own filters: the completion dates (from–to) and the payment method.

import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterSelect, PeriodFilter } from '../../../ui/data-table/TableFilters';
import type { DataTableController } from '../../../ui/data-table/use-data-table-state';

export function PeriodFilters({ table }: { table: DataTableController }) {
  const { t } = useTranslation('restaurant-admin');
  return (
    <Group gap="sm">
      <PeriodFilter table={table} aria-label={t('period.label')} placeholder={t('period.placeholder')} w={250} />
      <FilterSelect
        table={table}
        filterKey="payment"
        aria-label={t('payment.label')}
        placeholder={t('payment.all')}
        data={[
          { value: 'CASH', label: t('payment.CASH') },
          { value: 'ROOM_BILL', label: t('payment.ROOM_BILL') },
        ]}
        w={170}
      />
    </Group>
  );
}
