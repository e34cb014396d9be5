// What the groups, hotels and services lists share: the State column, and the add, edit and delete
// wiring.

import type { TFunction } from 'i18next';
import {
  crudActions,
  type CrudActionsProps,
  type CrudDialogController,
  type CrudRights,
  type DataTableColumn,
} from '../../ui/data-table';
import { ActiveBadge } from './components/HotelCells';

export function stateColumn<Row extends { active: boolean }>(t: TFunction): DataTableColumn<Row> {
  return {
    key: 'active',
    header: 'common.state',
    sortable: true,
    render: (row) => <ActiveBadge active={row.active} />,
    exportValue: (row) => (row.active ? t('common.active') : t('common.inactive')),
  };
}

export interface HotelActionsOptions<Row> {
  rights: CrudRights;
  dialog: CrudDialogController<Row>;
  /** The delete mutation of the record with this id (which also takes it out of the cache: hotel-cache.ts). */
  remove: (id: number) => Promise<{ message: string } | null | undefined>;
  refetch: () => unknown;
  t: TFunction;
}

export function hotelActions<Row extends { id: number; name: string }>(
  options: HotelActionsOptions<Row>,
): CrudActionsProps<Row> {
  const { rights, dialog, remove, refetch, t } = options;
  return crudActions({
    rights,
    dialog,
    remove: (row) => remove(row.id),
    deleteFailed: t('common.deleteFailed'),
    refetch,
    rowLabel: (row) => row.name,
  });
}
