// The restaurant's two sales lists, invoices and receipts: one frame on the list stack (the period
// and payment filters, a number search, a view button opening the row's detail in a drawer, CSV
// and a landscape A4 PDF of every page titled with the hotel title, operations §9). Each screen
// gives its list, its columns and its detail.

import { useState, type ReactNode } from 'react';
import { ActionIcon, Drawer, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChosenService } from '../../../session/use-chosen';
import { DataTable } from '../../../ui/data-table/DataTable';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { listTableProps, type ListController } from '../../../ui/data-table/use-list';
import { periodText } from '../period';
import { PeriodFilters } from './PeriodFilters';

export interface SalesListProps<Row> {
  /** The i18n prefix of the title, description and file name. */
  kind: 'invoices' | 'receipts';
  restaurant: ChosenService;
  list: ListController<Row>;
  columns: readonly DataTableColumn<Row>[];
  detailTitle: (row: Row) => string;
  detail: (row: Row) => ReactNode;
}

export function SalesList<Row extends { id: number }>(props: SalesListProps<Row>) {
  const { t } = useTranslation('restaurant-admin');
  const { kind, restaurant, list } = props;
  const [open, setOpen] = useState<Row | null>(null);
  const f = list.table.state.filters;
  const fileName = t(`${kind}.fileName`);
  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t(`${kind}.title`)}
        description={t(`${kind}.description`)}
        {...listTableProps(list)}
        toolbarActions={<PeriodFilters table={list.table} />}
        columns={props.columns}
        rowActions={(row) => (
          <Tooltip label={t('common.view')} withinPortal>
            <ActionIcon variant="subtle" aria-label={t('common.view')} onClick={() => setOpen(row)}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        resetFilters
        csv={{ fileName, rows: list.allRows }}
        pdf={{
          fileName,
          title: restaurant.hotelTitle,
          subtitle: `${t(`${kind}.title`)} · ${restaurant.serviceName} · ${periodText(t, f['from'], f['to'])}`,
          rows: list.allRows,
        }}
      />
      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? props.detailTitle(open) : ''}
        position="right"
        size="lg"
      >
        {open && props.detail(open)}
      </Drawer>
    </>
  );
}
