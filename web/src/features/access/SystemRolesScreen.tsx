// /group-admin/role (ROLE): the system-wide roles. They name a position and carry no privileges;
// only a system administrator creates, changes or deletes them (the upstream refuses the others).

import {
  useAccessCreateSystemRoleMutation,
  useAccessDeleteSystemRoleMutation,
  useAccessSystemRolesQuery,
  useAccessUpdateSystemRoleMutation,
  type AccessSystemRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useSession } from '../../session/session';
import { useCrudDialog, useCrudRights, useSearchParamTableState } from '../../ui/data-table';
import { systemRolesTable } from './access-search';
import { RoleDrawer, RoleTable } from './components/RoleList';

type Row = AccessSystemRoleFieldsFragment;

export function SystemRolesScreen() {
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
  const rights = useCrudRights('ROLE');
  const result = query.data ?? query.previousData;

  return (
    <>
      <RoleTable
        kind="systemRoles"
        table={table}
        page={result?.systemRoles}
        query={query}
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
        refetch={() => query.refetch()}
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
