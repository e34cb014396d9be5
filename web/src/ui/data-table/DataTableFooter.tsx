// Under the table: rows per page, "11–20 of 43" and the pager.

import { useId } from 'react';
import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pageCount, visibleRange } from './table-state';
import type { DataTableController } from './use-data-table-state';

export function DataTableFooter({ table, total }: { table: DataTableController; total: number }) {
  const { t } = useTranslation('table');
  const sizeId = useId();
  const { state, pageSizes, setPage, setPageSize } = table;
  const { from, to } = visibleRange(state, total);

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor={sizeId}>
          {t('footer.rowsPerPage')}
        </Text>
        <Select
          id={sizeId}
          size="xs"
          w={80}
          allowDeselect={false}
          data={pageSizes.map((size) => String(size))}
          value={String(state.pageSize)}
          onChange={(value) => value && setPageSize(Number(value))}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('footer.range', { from, to, total })}
        </Text>
        <Pagination
          size="sm"
          total={pageCount(total, state.pageSize)}
          value={state.page}
          onChange={setPage}
          withEdges
          hideWithOnePage
          getControlProps={(control) => ({ 'aria-label': t(`footer.${control}`) })}
        />
      </Group>
    </Group>
  );
}
