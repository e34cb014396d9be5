// /group-admin/group-role (ROLE): the roles of a group. They name a position and carry no
// privileges. A system administrator picks the group; a group administrator works in theirs.

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAccessCreateGroupRoleMutation,
  useAccessDeleteGroupRoleMutation,
  useAccessUpdateGroupRoleMutation,
  type AccessGroupRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCrudDialog, useCrudRights } from '../../ui/data-table';
import { useList } from '../../ui/data-table/use-list';
import { groupRolesList } from './lists';
import { PickFirst } from '../../ui/PickFirst';
import { RoleDrawer, RoleTable } from './components/RoleList';
import { ScopePickers } from './components/ScopePickers';
import { useAccessScope } from './use-access-scope';

type Row = AccessGroupRoleFieldsFragment;

export function GroupRolesScreen() {
  const { t } = useTranslation('access');
  const scope = useAccessScope('group-admin');
  const groupId = scope.groupId;
  const list = useList(groupRolesList);
  const dialog = useCrudDialog<Row>();
  const [create] = useAccessCreateGroupRoleMutation();
  const [update] = useAccessUpdateGroupRoleMutation();
  const [remove] = useAccessDeleteGroupRoleMutation();
  const rights = useCrudRights('ROLE');

  return (
    <Stack gap="md">
      <ScopePickers scope={scope} group />
      {groupId === null ? (
        <PickFirst text={t('scope.pickGroupFirst')} />
      ) : (
        <RoleTable
          kind="groupRoles"
          table={list.table}
          page={{ items: list.rows, total: list.total }}
          query={list}
          rights={rights}
          dialog={dialog}
          remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteGroupRole}
        />
      )}
      {groupId !== null && (
        <RoleDrawer
          dialog={dialog}
          refetch={() => list.refetch()}
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
