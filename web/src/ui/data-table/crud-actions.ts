// The add, edit and delete wiring of an admin list (DataTable's canAdd/onAdd, canEdit/onEdit,
// canDelete/onDelete, rowLabel): the rights in force, the screen's create/edit dialog, and a delete
// that toasts the server's message (or its refusal, core §8) and refetches the list either way.
//
//   const rights = useCrudRights('TABLE_CATEGORY');
//   <DataTable ... {...crudActions({ rights, dialog, rowLabel: (row) => row.name,
//     remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteTableCategory,
//     deleteFailed: t('errors.deleteFailed'), refetch: () => query.refetch() })} />

import type { FeatureKey } from '@hotel/domain';
import { useCan } from '../../session/permissions';
import { runAndNotify } from '../run-mutation';
import type { CrudDialogController } from './CrudDialog';
import type { DataTableProps } from './DataTable';

export interface CrudRights {
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}

/** ADD, EDIT and DELETE on the feature in the permission list in force. */
export function useCrudRights(feature: FeatureKey): CrudRights {
  return {
    canAdd: useCan(feature, 'ADD'),
    canEdit: useCan(feature, 'EDIT'),
    canDelete: useCan(feature, 'DELETE'),
  };
}

export interface CrudActionsOptions<Row> {
  rights: CrudRights;
  /** Opens the create and edit dialog. */
  dialog: Pick<CrudDialogController<Row>, 'openCreate' | 'openEdit'>;
  /** The delete mutation; its payload's message is shown. */
  remove: (row: Row) => Promise<{ message: string } | null | undefined>;
  /** The toast when the server gives no message of its own. */
  deleteFailed: string;
  /** Runs after the delete, whether it went through or not. */
  refetch: () => unknown;
  /** Names the row in the delete confirmation. */
  rowLabel: (row: Row) => string;
}

export type CrudActionsProps<Row> = Pick<
  DataTableProps<Row>,
  'canAdd' | 'onAdd' | 'canEdit' | 'onEdit' | 'canDelete' | 'onDelete' | 'rowLabel'
>;

export function crudActions<Row>(options: CrudActionsOptions<Row>): CrudActionsProps<Row> {
  const { rights, dialog, remove, deleteFailed, refetch, rowLabel } = options;
  return {
    canAdd: rights.canAdd,
    onAdd: dialog.openCreate,
    canEdit: rights.canEdit,
    onEdit: dialog.openEdit,
    canDelete: rights.canDelete,
    onDelete: (row) => runAndNotify(() => remove(row), deleteFailed, refetch),
    rowLabel,
  };
}
