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
import { useCrudDialog, useCrudRights, useSearchParamTableState } from '../../ui/data-table';
import { groupRolesTable } from './access-search';
import { PickFirst } from '../../ui/PickFirst';
import { RoleDrawer, RoleTable } from './components/RoleList';
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
  const rights = useCrudRights('ROLE');
  const result = query.data ?? query.previousData;

  return (
    <Stack gap="md">
      <ScopePickers scope={scope} group />
      {groupId === null ? (
        <PickFirst text={t('scope.pickGroupFirst')} />
      ) : (
        <RoleTable
          kind="groupRoles"
          table={table}
          page={result?.groupRoles}
          query={query}
          rights={rights}
          dialog={dialog}
          remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteGroupRole}
        />
      )}
      {groupId !== null && (
        <RoleDrawer
          dialog={dialog}
          refetch={() => query.refetch()}
          form={(row) => ({
            ownerId: row?.groupId ?? groupId,
            onSubmit: async ({ ownerId: _owner, ...role }) => {
              const input = { ...role, groupId: row?.groupId ?? groupId };
              return row
                ? (await update({ variables: { id: row.id, input } })).data?.updateGroupRole
                : (await create({ variables: { input } })).data?.createGroupRole;
            },
          })}
        />
      )}
    </Stack>
  );
}
