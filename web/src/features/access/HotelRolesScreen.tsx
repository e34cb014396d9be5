// hotel-role (ROLE) under /group-admin, /hotel-admin and /service-admin: the roles of a hotel. They
// name a position and carry no privileges. /group-admin may list every hotel of the group at once.

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAccessCreateHotelRoleMutation,
  useAccessDeleteHotelRoleMutation,
  useAccessHotelRolesQuery,
  useAccessHotelsQuery,
  useAccessUpdateHotelRoleMutation,
  type AccessHotelRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { CrudDrawer, DataTable, useCrudDialog, useSearchParamTableState } from '../../ui/data-table';
import { runAndNotify } from '../../ui/run-mutation';
import { hotelRolesTable, type AccessParent } from './access-search';
import { ActiveBadge } from './components/ActiveBadge';
import { PickScopeFirst } from './components/PickScopeFirst';
import { RoleForm } from './components/RoleForm';
import { ScopePickers } from './components/ScopePickers';
import { useAccessScope } from './use-access-scope';

type Row = AccessHotelRoleFieldsFragment;

export function HotelRolesScreen({ parent }: { parent: AccessParent }) {
  const { t } = useTranslation('access');
  const scope = useAccessScope(parent);
  const wholeGroup = parent === 'group-admin';
  const ready = scope.hotelId !== null || (wholeGroup && scope.groupId !== null);
  const table = useSearchParamTableState(hotelRolesTable);
  const dialog = useCrudDialog<Row>();
  const query = useAccessHotelRolesQuery({
    variables: {
      hotelId: scope.hotelId,
      groupId: scope.hotelId === null ? scope.groupId : null,
      ...table.variables,
      name: table.state.filters['name'] ?? null,
    },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  const hotels = useAccessHotelsQuery({ variables: { groupId: scope.groupId }, skip: scope.groupId === null });
  const [create] = useAccessCreateHotelRoleMutation();
  const [update] = useAccessUpdateHotelRoleMutation();
  const [remove] = useAccessDeleteHotelRoleMutation();
  const canAdd = useCan('ROLE', 'ADD');
  const canEdit = useCan('ROLE', 'EDIT');
  const canDelete = useCan('ROLE', 'DELETE');
  const result = query.data ?? query.previousData;
  const hotelOptions = (hotels.data?.hotels ?? []).map((h) => ({ value: String(h.id), label: h.name }));
  if (scope.hotelId !== null && !hotelOptions.some((o) => o.value === String(scope.hotelId))) {
    hotelOptions.push({ value: String(scope.hotelId), label: t('scope.hotelNumber', { id: scope.hotelId }) });
  }

  return (
    <Stack gap="md">
      <ScopePickers scope={scope} group={wholeGroup} hotel={wholeGroup ? 'optional' : 'required'} />
      {!ready ? (
        <PickScopeFirst text={t('scope.pickHotelFirst')} />
      ) : (
        <DataTable
          ns="access"
          title={t('hotelRoles.title')}
          description={t('hotelRoles.description')}
          table={table}
          rows={result?.hotelRoles.items ?? []}
          total={result?.hotelRoles.total ?? 0}
          rowKey={(row) => row.id}
          loading={query.loading}
          error={query.error}
          onRetry={() => void query.refetch()}
          columns={[
            { key: 'name', header: 'roles.name', sortable: true, searchable: true },
            ...(scope.hotelId === null ? [{ key: 'hotelName', header: 'roles.hotel', sortable: true } as const] : []),
            { key: 'description', header: 'roles.description' },
            {
              key: 'active',
              header: 'roles.status',
              sortable: true,
              width: 120,
              render: (row: Row) => <ActiveBadge active={row.active} />,
              exportValue: (row: Row) => (row.active ? t('roles.active') : t('roles.inactive')),
            },
          ]}
          canAdd={canAdd}
          onAdd={dialog.openCreate}
          canEdit={canEdit}
          onEdit={dialog.openEdit}
          canDelete={canDelete}
          onDelete={(row) =>
            runAndNotify(
              async () => (await remove({ variables: { id: row.id } })).data?.deleteHotelRole,
              t('errors.deleteFailed'),
              () => query.refetch(),
            )
          }
          rowLabel={(row) => row.name}
          resetFilters
          csv={{ fileName: t('hotelRoles.title') }}
        />
      )}
      <CrudDrawer dialog={dialog} createTitle={t('roles.create')} editTitle={t('roles.edit')}>
        {({ row, close }) => (
          <RoleForm
            role={row}
            ownerId={row?.hotelId ?? scope.hotelId}
            owner={{
              label: t('roles.hotel'),
              options: hotelOptions,
              field: 'hotelId',
              locked: scope.hotelId !== null || scope.hotelFixed,
            }}
            onSubmit={async ({ ownerId, ...role }) => {
              const input = { ...role, hotelId: ownerId ?? 0 };
              return row
                ? (await update({ variables: { id: row.id, input } })).data?.updateHotelRole
                : (await create({ variables: { input } })).data?.createHotelRole;
            }}
            onCancel={close}
            onSaved={() => {
              close();
              void query.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </Stack>
  );
}
