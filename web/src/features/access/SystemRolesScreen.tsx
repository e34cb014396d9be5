// /group-admin/role (ROLE): the system-wide roles. They name a position and carry no privileges;
// only a system administrator creates, changes or deletes them (the upstream refuses the others).

import {
  useAccessCreateSystemRoleMutation,
  useAccessDeleteSystemRoleMutation,
  useAccessUpdateSystemRoleMutation,
  type AccessSystemRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { useList } from '../../ui/data-table/use-list';
import { systemRolesList } from './lists';
import { useCrudDialog, useCrudRights } from '../../ui/data-table';
import { RoleDrawer, RoleTable } from './components/RoleList';

type Row = AccessSystemRoleFieldsFragment;

export function SystemRolesScreen() {
  const { viewer } = useSession();
  const list = useList(systemRolesList);
  const { table } = list;
  const dialog = useCrudDialog<Row>();
  const [create] = useAccessCreateSystemRoleMutation();
  const [update] = useAccessUpdateSystemRoleMutation();
  const [remove] = useAccessDeleteSystemRoleMutation();
  // System-wide roles are a system administrator's to change.
  const systemAdmin = viewer?.level === 'ADMIN';
  const rights = useCrudRights('ROLE');

  return (
    <>
      <RoleTable
        kind="systemRoles"
        table={table}
        page={{ items: list.rows, total: list.total }}
        query={list}
        rights={{
          canAdd: rights.canAdd && systemAdmin,
          canEdit: rights.canEdit && systemAdmin,
          canDelete: rights.canDelete && systemAdmin,
        }}
        dialog={dialog}
        remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteSystemRole}
      />
      <RoleDrawer
        dialog={dialog}
        refetch={() => list.refetch()}
        form={(row) => ({
          ownerId: null,
          onSubmit: async ({ ownerId: _owner, ...input }) =>
            row
              ? (await update({ variables: { id: row.id, input } })).data?.updateSystemRole
              : (await create({ variables: { input } })).data?.createSystemRole,
        })}
      />
    </>
  );
}
