// What the groups, hotels and services lists share: the State column, and the add, edit and delete
// wiring in which a delete also takes the record out of the rest of the app (useEstateSync).

import type { TFunction } from 'i18next';
import {
  crudActions,
  type CrudActionsProps,
  type CrudDialogController,
  type CrudRights,
  type DataTableColumn,
} from '../../ui/data-table';
import { ActiveBadge } from './components/EstateCells';
import type { EstateChange } from './use-estate-sync';

export function stateColumn<Row extends { active: boolean }>(t: TFunction): DataTableColumn<Row> {
  return {
    key: 'active',
    header: 'common.state',
    sortable: true,
    render: (row) => <ActiveBadge active={row.active} />,
    exportValue: (row) => (row.active ? t('common.active') : t('common.inactive')),
  };
}

export interface EstateActionsOptions<Row> {
  entity: Extract<EstateChange, { kind: 'deleted' }>['entity'];
  rights: CrudRights;
  dialog: CrudDialogController<Row>;
  /** The delete mutation of the record with this id. */
  remove: (id: number) => Promise<{ message: string } | null | undefined>;
  sync: (change: EstateChange) => void;
  refetch: () => unknown;
  t: TFunction;
}

export function estateActions<Row extends { id: number; name: string }>(
  options: EstateActionsOptions<Row>,
): CrudActionsProps<Row> {
  const { entity, rights, dialog, remove, sync, refetch, t } = options;
  return crudActions({
    rights,
    dialog,
    remove: async (row) => {
      const deleted = await remove(row.id);
      sync({ kind: 'deleted', entity, id: row.id });
      return deleted;
    },
    deleteFailed: t('common.deleteFailed'),
    refetch,
    rowLabel: (row) => row.name,
  });
}
