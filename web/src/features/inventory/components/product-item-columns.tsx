// The 'Product Items' table's columns, shared by a store's dashboard and the group's (which adds the
// store of each line): Item, Location, Quantity with the add-on flag, Re-Order Level.
import { Tooltip } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../ui/data-table/types';
import { formatNumber } from '../../../ui/format';
import classes from '../DashboardScreen.module.css';

interface ProductItemLine {
  itemName: string;
  locationName: string;
  quantity: number;
  reorderLevel: number;
  addOnStatus: boolean;
}

/** The columns, with `extra` (the group's store column) after the item. `t`: the inventory namespace. */
export function productItemColumns<Row extends ProductItemLine>(
  t: TFunction<'inventory'>,
  extra: readonly DataTableColumn<Row>[] = [],
): DataTableColumn<Row>[] {
  return [
    { key: 'itemName', header: 'dashboard.item', sortable: true, searchable: true },
    ...extra,
    { key: 'locationName', header: 'dashboard.location', sortable: true },
    {
      key: 'quantity',
      header: 'dashboard.quantity',
      sortable: true,
      align: 'right',
      render: (row) => (
        <span className={classes.quantity}>
          {row.addOnStatus && (
            <Tooltip label={t('dashboard.addOn')} withinPortal>
              <IconFlag size={16} aria-label={t('dashboard.addOn')} className={classes.flag} />
            </Tooltip>
          )}
          {formatNumber(row.quantity)}
        </span>
      ),
    },
    {
      key: 'reorderLevel',
      header: 'dashboard.reorderLevel',
      sortable: true,
      align: 'right',
      render: (row) => formatNumber(row.reorderLevel),
    },
  ];
}
