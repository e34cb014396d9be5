// /group-admin/group-role (ROLE): the roles of a group. They name a position and carry no
// privileges. A system administrator picks the group; a group administrator works in theirs.

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAccessCreateGroupRoleMutation,
  useAccessDeleteGroupRoleMutation,
  useAccessGroupRolesQuery,
  useAccessUpdateGroupRoleMutation,
  type AccessGroupRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { CrudDrawer, DataTable, useCrudDialog, useSearchParamTableState } from '../../ui/data-table';
import { runAndNotify } from '../../ui/run-mutation';
import { groupRolesTable } from './access-search';
import { ActiveBadge } from './components/ActiveBadge';
import { PickScopeFirst } from './components/PickScopeFirst';
import { RoleForm } from './components/RoleForm';
import { ScopePickers } from './components/ScopePickers';
import { useAccessScope } from './use-access-scope';

type Row = AccessGroupRoleFieldsFragment;

export function GroupRolesScreen() {
  const { t } = useTranslation('access');
  const scope = useAccessScope('group-admin');
  const groupId = scope.groupId;
  const table = useSearchParamTableState(groupRolesTable);
  const dialog = useCrudDialog<Row>();
  const query = useAccessGroupRolesQuery({
    variables: { groupId, ...table.variables, name: table.state.filters['name'] ?? null },
    skip: groupId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useAccessCreateGroupRoleMutation();
  const [update] = useAccessUpdateGroupRoleMutation();
  const [remove] = useAccessDeleteGroupRoleMutation();
  const canAdd = useCan('ROLE', 'ADD');
  const canEdit = useCan('ROLE', 'EDIT');
  const canDelete = useCan('ROLE', 'DELETE');
  const result = query.data ?? query.previousData;

  return (
    <Stack gap="md">
      <ScopePickers scope={scope} group />
      {groupId === null ? (
        <PickScopeFirst text={t('scope.pickGroupFirst')} />
      ) : (
        <DataTable
          ns="access"
          title={t('groupRoles.title')}
          description={t('groupRoles.description')}
          table={table}
          rows={result?.groupRoles.items ?? []}
          total={result?.groupRoles.total ?? 0}
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
              async () => (await remove({ variables: { id: row.id } })).data?.deleteGroupRole,
              t('errors.deleteFailed'),
              () => query.refetch(),
            )
          }
          rowLabel={(row) => row.name}
          resetFilters
          csv={{ fileName: t('groupRoles.title') }}
        />
      )}
      {groupId !== null && (
        <CrudDrawer dialog={dialog} createTitle={t('roles.create')} editTitle={t('roles.edit')}>
          {({ row, close }) => (
            <RoleForm
              role={row}
              ownerId={row?.groupId ?? groupId}
              onSubmit={async ({ ownerId: _owner, ...role }) => {
                const input = { ...role, groupId: row?.groupId ?? groupId };
                return row
                  ? (await update({ variables: { id: row.id, input } })).data?.updateGroupRole
                  : (await create({ variables: { input } })).data?.createGroupRole;
              }}
              onCancel={close}
              onSaved={() => {
                close();
                void query.refetch();
              }}
            />
          )}
        </CrudDrawer>
      )}
    </Stack>
  );
}
