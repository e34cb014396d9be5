// /group-admin/role (ROLE): the system-wide roles. They name a position and carry no privileges;
// only a system administrator creates, changes or deletes them (the upstream refuses the others).

import { useTranslation } from 'react-i18next';
import {
  useAccessCreateSystemRoleMutation,
  useAccessDeleteSystemRoleMutation,
  useAccessSystemRolesQuery,
  useAccessUpdateSystemRoleMutation,
  type AccessSystemRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { CrudDrawer, DataTable, useCrudDialog, useSearchParamTableState } from '../../ui/data-table';
import { runAndNotify } from '../../ui/run-mutation';
import { systemRolesTable } from './access-search';
import { ActiveBadge } from './components/ActiveBadge';
import { RoleForm } from './components/RoleForm';

type Row = AccessSystemRoleFieldsFragment;

export function SystemRolesScreen() {
  const { t } = useTranslation('access');
  const { viewer } = useSession();
  const table = useSearchParamTableState(systemRolesTable);
  const dialog = useCrudDialog<Row>();
  const query = useAccessSystemRolesQuery({
    variables: { ...table.variables, name: table.state.filters['name'] ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useAccessCreateSystemRoleMutation();
  const [update] = useAccessUpdateSystemRoleMutation();
  const [remove] = useAccessDeleteSystemRoleMutation();
  // System-wide roles are a system administrator's to change.
  const systemAdmin = viewer?.level === 'ADMIN';
  const canAdd = useCan('ROLE', 'ADD') && systemAdmin;
  const canEdit = useCan('ROLE', 'EDIT') && systemAdmin;
  const canDelete = useCan('ROLE', 'DELETE') && systemAdmin;
  const result = query.data ?? query.previousData;

  return (
    <>
      <DataTable
        ns="access"
        title={t('systemRoles.title')}
        description={t('systemRoles.description')}
        table={table}
        rows={result?.systemRoles.items ?? []}
        total={result?.systemRoles.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          { key: 'name', header: 'roles.name', sortable: true, searchable: true },
          { key: 'description', header: 'roles.description' },
          {
            key: 'active',
            header: 'roles.status',
            sortable: true,
            width: 120,
            render: (row) => <ActiveBadge active={row.active} />,
            exportValue: (row) => (row.active ? t('roles.active') : t('roles.inactive')),
          },
        ]}
        canAdd={canAdd}
        onAdd={dialog.openCreate}
        canEdit={canEdit}
        onEdit={dialog.openEdit}
        canDelete={canDelete}
        onDelete={(row) =>
          runAndNotify(
            async () => (await remove({ variables: { id: row.id } })).data?.deleteSystemRole,
            t('errors.deleteFailed'),
            () => query.refetch(),
          )
        }
        rowLabel={(row) => row.name}
        resetFilters
        csv={{ fileName: t('systemRoles.title') }}
      />
      <CrudDrawer dialog={dialog} createTitle={t('roles.create')} editTitle={t('roles.edit')}>
        {({ row, close }) => (
          <RoleForm
            role={row}
            ownerId={null}
            onSubmit={async ({ ownerId: _owner, ...input }) =>
              row
                ? (await update({ variables: { id: row.id, input } })).data?.updateSystemRole
                : (await create({ variables: { input } })).data?.createSystemRole
            }
            onCancel={close}
            onSaved={() => {
              close();
              void query.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </>
  );
}
