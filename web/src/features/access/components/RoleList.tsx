// What the four role screens (system, group, hotel, service roles) share: the table of roles (name,
// the owner columns the scope leaves open, description, status) with its add, edit and delete
// wiring, and the create/edit drawer around RoleForm. Each screen keeps its query, its scope and how
// a role's owner is sent.

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CrudDrawer,
  crudActions,
  DataTable,
  type CrudDialogController,
  type CrudRights,
  type DataTableColumn,
  type DataTableController,
} from '../../../ui/data-table';
import { ActiveBadge } from './ActiveBadge';
import { RoleForm, type RoleFormProps } from './RoleForm';

export interface RoleRow {
  id: number;
  name: string;
  description: string;
  active: boolean;
}

export interface RoleTableProps<Row extends RoleRow> {
  /** The i18n prefix of the screen's title, description and export file. */
  kind: 'systemRoles' | 'groupRoles' | 'hotelRoles' | 'serviceRoles';
  /** Default: the kind's description. */
  description?: string;
  table: DataTableController;
  page: { items: readonly Row[]; total: number } | undefined;
  /** The list (useList): its state, and every page of its search for the CSV. */
  query: { loading: boolean; error?: unknown; refetch: () => unknown; allRows: () => Promise<Row[]> };
  /** Between the name and the description (the hotel, the service). */
  ownerColumns?: DataTableColumn<Row>[];
  rights: CrudRights;
  dialog: CrudDialogController<Row>;
  remove: (row: Row) => Promise<{ message: string } | null | undefined>;
  rowActions?: (row: Row) => ReactNode;
}

export function RoleTable<Row extends RoleRow>(props: RoleTableProps<Row>) {
  const { t } = useTranslation('access');
  const { kind, table, page, query, ownerColumns = [], rights, dialog, remove, rowActions } = props;
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: 'roles.name', sortable: true, searchable: true },
    ...ownerColumns,
    { key: 'description', header: 'roles.description' },
    {
      key: 'active',
      header: 'roles.status',
      sortable: true,
      width: 120,
      render: (row) => <ActiveBadge active={row.active} />,
      exportValue: (row) => (row.active ? t('roles.active') : t('roles.inactive')),
    },
  ];
  return (
    <DataTable
      ns="access"
      title={t(`${kind}.title`)}
      description={props.description ?? t(`${kind}.description`)}
      table={table}
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      rowKey={(row) => row.id}
      loading={query.loading}
      error={query.error}
      onRetry={() => void query.refetch()}
      columns={columns}
      {...crudActions({
        rights,
        dialog,
        remove,
        deleteFailed: t('errors.deleteFailed'),
        refetch: () => query.refetch(),
        rowLabel: (row) => row.name,
      })}
      rowActions={rowActions}
      resetFilters
      csv={{ fileName: t(`${kind}.title`), rows: query.allRows }}
    />
  );
}

export interface RoleDrawerProps<Row extends RoleRow> {
  dialog: CrudDialogController<Row>;
  /** After a save (the drawer closes first). */
  refetch: () => unknown;
  /** The form's owner and submit for the role being edited (null: a new one). */
  form: (row: Row | null) => Pick<RoleFormProps, 'ownerId' | 'owner' | 'onSubmit'>;
}

export function RoleDrawer<Row extends RoleRow>({ dialog, refetch, form }: RoleDrawerProps<Row>) {
  const { t } = useTranslation('access');
  return (
    <CrudDrawer dialog={dialog} createTitle={t('roles.create')} editTitle={t('roles.edit')} onSaved={refetch}>
      {({ row, close, saved }) => <RoleForm role={row} {...form(row)} onCancel={close} onSaved={saved} />}
    </CrudDrawer>
  );
}
