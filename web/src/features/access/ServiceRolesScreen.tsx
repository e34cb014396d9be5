// service-role (ROLE) under every admin parent: the roles of a service, the one level that carries
// privileges. /hotel-setting, /housekeeping, /inventory and /restaurant-admin work on the chosen
// service; the others pick a hotel (/group-admin: or the whole group) and optionally a service.
// Each row opens the role's privileges. A role users hold is not deleted: the server says so.

import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAccessCreateServiceRoleMutation,
  useAccessDeleteServiceRoleMutation,
  useAccessServicesQuery,
  useAccessUpdateServiceRoleMutation,
  type AccessServiceRoleFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useCrudDialog, useCrudRights, type DataTableColumn } from '../../ui/data-table';
import type { AccessParent } from './access-search';
import { useList } from '../../ui/data-table/use-list';
import { serviceRolesLists } from './lists';
import { EditorIconLink } from './components/EditorLink';
import { NotChosen } from '../../session/NotChosen';
import { PickFirst } from '../../ui/PickFirst';
import { RoleDrawer, RoleTable } from './components/RoleList';
import { ScopePickers } from './components/ScopePickers';
import { useAccessScope } from './use-access-scope';

type Row = AccessServiceRoleFieldsFragment;

export function ServiceRolesScreen({ parent }: { parent: AccessParent }) {
  const scope = useAccessScope(parent);
  return scope.missingService ? <NotChosen what="service" /> : <ServiceRoles parent={parent} />;
}

function ServiceRoles({ parent }: { parent: AccessParent }) {
  const { t } = useTranslation('access');
  const scope = useAccessScope(parent);
  const wholeGroup = parent === 'group-admin';
  const ready = scope.serviceId !== null || scope.hotelId !== null || (wholeGroup && scope.groupId !== null);
  const list = useList(serviceRolesLists[parent]);
  const dialog = useCrudDialog<Row>();
  const services = useAccessServicesQuery({
    variables: { hotelId: scope.hotelId ?? 0 },
    skip: scope.hotelId === null || scope.serviceFixed,
  });
  const [create] = useAccessCreateServiceRoleMutation();
  const [update] = useAccessUpdateServiceRoleMutation();
  const [remove] = useAccessDeleteServiceRoleMutation();
  const rights = useCrudRights('ROLE');
  const canSeePrivileges = useCan('PRIVILEGE', 'VIEW');
  const rows = list.rows;

  const serviceOptions = (services.data?.services ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const optionFor = (id: number, name: string) => {
    if (!serviceOptions.some((o) => o.value === String(id))) serviceOptions.push({ value: String(id), label: name });
  };
  for (const row of rows) optionFor(row.serviceId, row.serviceName);
  if (scope.serviceId !== null && rows[0]?.serviceId !== scope.serviceId) {
    optionFor(scope.serviceId, t('scope.serviceNumber', { id: scope.serviceId }));
  }
  // A new role needs its service: the page's, or one of the picked hotel's.
  const canCreateHere = scope.serviceId !== null || scope.hotelId !== null;

  const ownerColumns: DataTableColumn<Row>[] = [
    ...(scope.serviceId === null
      ? [{ key: 'serviceName', header: 'roles.service', sortable: true } satisfies DataTableColumn<Row>]
      : []),
    ...(scope.hotelId === null && !scope.serviceFixed
      ? [{ key: 'hotelName', header: 'roles.hotel', sortable: true } satisfies DataTableColumn<Row>]
      : []),
  ];

  return (
    <Stack gap="md">
      <ScopePickers scope={scope} group={wholeGroup} hotel={wholeGroup ? 'optional' : 'required'} service="optional" />
      {!ready ? (
        <PickFirst text={t('scope.pickHotelFirst')} />
      ) : (
        <RoleTable
          kind="serviceRoles"
          description={canCreateHere ? t('serviceRoles.description') : t('serviceRoles.pickHotelToCreate')}
          table={list.table}
          page={{ items: list.rows, total: list.total }}
          query={list}
          ownerColumns={ownerColumns}
          rights={{ ...rights, canAdd: rights.canAdd && canCreateHere }}
          dialog={dialog}
          remove={async (row) =>
            (await remove({ variables: { serviceId: row.serviceId, id: row.id } })).data?.deleteServiceRole
          }
          rowActions={
            canSeePrivileges
              ? (row) => (
                  <EditorIconLink
                    parent={parent}
                    target={{
                      hotelId: scope.serviceFixed ? null : row.hotelId,
                      serviceId: row.serviceId,
                      roleId: row.id,
                    }}
                  />
                )
              : undefined
          }
        />
      )}
      <RoleDrawer
        dialog={dialog}
        refetch={() => list.refetch()}
        form={(row) => ({
          ownerId: row?.serviceId ?? scope.serviceId,
          owner: {
            label: t('roles.service'),
            options: serviceOptions,
            field: 'serviceId',
            // A role's service cannot change; a service page creates in its own service.
            locked: row !== null || scope.serviceId !== null,
          },
          onSubmit: async ({ ownerId, ...role }) => {
            const input = { ...role, serviceId: ownerId ?? 0 };
            return row
              ? (await update({ variables: { id: row.id, input } })).data?.updateServiceRole
              : (await create({ variables: { input } })).data?.createServiceRole;
          },
        })}
      />
    </Stack>
  );
}
