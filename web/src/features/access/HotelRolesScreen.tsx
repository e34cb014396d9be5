// hotel-role (ROLE) under /group-admin, /hotel-admin and /service-admin: the roles of a hotel. They
// name a position and carry no privileges. /group-admin may list every hotel of the group at once.

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAccessCreateHotelRoleMutation,
  useAccessDeleteHotelRoleMutation,
  useAccessHotelsQuery,
  useAccessUpdateHotelRoleMutation,
  type AccessHotelRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCrudDialog, useCrudRights } from '../../ui/data-table';
import type { AccessParent } from './access-search';
import { useList } from '../../ui/data-table/use-list';
import { hotelRolesLists } from './lists';
import { PickFirst } from '../../ui/PickFirst';
import { RoleDrawer, RoleTable } from './components/RoleList';
import { ScopePickers } from './components/ScopePickers';
import { useAccessScope } from './use-access-scope';

type Row = AccessHotelRoleFieldsFragment;

export function HotelRolesScreen({ parent }: { parent: AccessParent }) {
  const { t } = useTranslation('access');
  const scope = useAccessScope(parent);
  const wholeGroup = parent === 'group-admin';
  const ready = scope.hotelId !== null || (wholeGroup && scope.groupId !== null);
  const list = useList(hotelRolesLists[parent]);
  const dialog = useCrudDialog<Row>();
  const hotels = useAccessHotelsQuery({ variables: { groupId: scope.groupId }, skip: scope.groupId === null });
  const [create] = useAccessCreateHotelRoleMutation();
  const [update] = useAccessUpdateHotelRoleMutation();
  const [remove] = useAccessDeleteHotelRoleMutation();
  const rights = useCrudRights('ROLE');
  const hotelOptions = (hotels.data?.hotels ?? []).map((h) => ({ value: String(h.id), label: h.name }));
  if (scope.hotelId !== null && !hotelOptions.some((o) => o.value === String(scope.hotelId))) {
    hotelOptions.push({ value: String(scope.hotelId), label: t('scope.hotelNumber', { id: scope.hotelId }) });
  }

  return (
    <Stack gap="md">
      <ScopePickers scope={scope} group={wholeGroup} hotel={wholeGroup ? 'optional' : 'required'} />
      {!ready ? (
        <PickFirst text={t('scope.pickHotelFirst')} />
      ) : (
        <RoleTable
          kind="hotelRoles"
          table={list.table}
          page={{ items: list.rows, total: list.total }}
          query={list}
          ownerColumns={scope.hotelId === null ? [{ key: 'hotelName', header: 'roles.hotel', sortable: true }] : []}
          rights={rights}
          dialog={dialog}
          remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteHotelRole}
        />
      )}
      <RoleDrawer
        dialog={dialog}
        refetch={() => list.refetch()}
        form={(row) => ({
          ownerId: row?.hotelId ?? scope.hotelId,
          owner: {
            label: t('roles.hotel'),
            options: hotelOptions,
            field: 'hotelId',
            locked: scope.hotelId !== null || scope.hotelFixed,
          },
          onSubmit: async ({ ownerId, ...role }) => {
            const input = { ...role, hotelId: ownerId ?? 0 };
            return row
              ? (await update({ variables: { id: row.id, input } })).data?.updateHotelRole
              : (await create({ variables: { input } })).data?.createHotelRole;
          },
        })}
      />
    </Stack>
  );
}
