// hotel-user (USER) under /group-admin, /hotel-admin and /service-admin: the users of the chosen
// hotel (or whole group), filtered by service and service role, with create and edit (WRITE) and
// enable/disable (MAINTAIN: the contract has no delete, disabling stands in for it).

import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  usePeopleSetUserActiveMutation,
  usePeopleStaffServicesQuery,
  type PeopleUserFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { confirm } from '../../ui/confirm';
import { CrudDrawer, DataTable, useCrudDialog } from '../../ui/data-table';
import { listTableProps, useList, useScopeInUrl } from '../../ui/data-table/use-list';
import { scopeKey } from '../../ui/form';
import { runAndNotify } from '../../ui/run-mutation';
import { userLeadColumns, userStateColumn } from './components/user-columns';
import { ScopePicker } from './components/ScopePicker';
import { ServiceRoleSelect, ServiceSelect } from './components/ServiceRoleSelects';
import { UserForm } from './components/UserForm';
import { mayManage, needsGroup } from './levels';
import { picksHotel } from './people-scope';
import { usersLists } from './lists';
import { usePeopleScope } from './use-people-scope';

type Row = PeopleUserFieldsFragment;

export function UsersScreen({ parent }: { parent: keyof typeof usersLists }) {
  const { t } = useTranslation('people');
  const { viewer } = useSession();
  const scope = usePeopleScope(parent, { allowGroup: true });
  const list = useList(usersLists[parent]);
  useScopeInUrl(list, picksHotel(parent) && scope.scope ? scopeKey(scope.scope) : null);
  const { table } = list;
  const dialog = useCrudDialog<Row>();
  const serviceId = table.state.filters['serviceId'] ? Number(table.state.filters['serviceId']) : null;
  const serviceRoleId = table.state.filters['serviceRoleId'] ? Number(table.state.filters['serviceRoleId']) : null;
  const [setActive] = usePeopleSetUserActiveMutation();
  const canAdd = useCan('USER', 'ADD');
  const canEdit = useCan('USER', 'EDIT');
  const canDisable = useCan('USER', 'DELETE');
  const viewerLevel = viewer?.level ?? 'USER';
  const services = usePeopleStaffServicesQuery({ fetchPolicy: 'cache-first' });
  const hotelOfService = (serviceId: number) => services.data?.staffServices.find((s) => s.id === serviceId);

  /** Where the user works: the hotel they are tied to, the whole group, or their services' hotels. */
  const placeOf = (row: Row): string => {
    if (row.hotelId) return scope.hotelName(row.hotelId) ?? `#${row.hotelId}`;
    if (needsGroup(row.level) && row.groupId) return t('users.wholeGroup');
    const hotels = [...new Set(row.allocations.map((a) => hotelOfService(a.serviceId)?.hotelName).filter(Boolean))];
    return hotels.length > 0 ? hotels.join(', ') : '—';
  };
  /** "Waiter in Ocean Restaurant", with the hotel when the user works in several. */
  const rolesOf = (row: Row): string[] => {
    const several = new Set(row.allocations.map((a) => hotelOfService(a.serviceId)?.hotelId)).size > 1;
    return row.allocations.map((a) => {
      const text = t('employees.roleInService', { role: a.name, service: a.serviceName });
      const hotel = hotelOfService(a.serviceId)?.hotelName;
      return several && hotel ? `${text} (${hotel})` : text;
    });
  };

  const toggle = async (row: Row) => {
    const name = `${row.firstName} ${row.lastName}`;
    if (row.active && !(await confirm({ message: t('users.confirmDisable', { name }), danger: true }))) return;
    await runAndNotify(
      async () => (await setActive({ variables: { id: row.id, active: !row.active } })).data?.setUserAccountActive,
      t('errors.saveFailed'),
      () => list.refetch(),
    );
  };

  return (
    <>
      <DataTable
        ns="people"
        title={t('users.title')}
        description={t('users.description')}
        {...listTableProps(list)}
        loading={list.loading || scope.loading}
        error={list.error ?? scope.error}
        toolbarActions={
          <Group gap="xs">
            <ScopePicker picker={scope.picker} />
            <ServiceSelect
              aria-label={t('users.serviceFilter')}
              placeholder={t('users.allServices')}
              hotelId={scope.hotelId}
              clearable
              w={200}
              value={serviceId ? String(serviceId) : null}
              onChange={(value) => {
                table.setFilter('serviceId', value ?? '');
                table.setFilter('serviceRoleId', '');
              }}
            />
            <ServiceRoleSelect
              aria-label={t('users.roleFilter')}
              placeholder={t('users.allRoles')}
              serviceId={serviceId}
              clearable
              w={180}
              value={serviceRoleId ? String(serviceRoleId) : null}
              onChange={(value) => table.setFilter('serviceRoleId', value ?? '')}
            />
          </Group>
        }
        columns={[
          ...userLeadColumns<Row>(t),
          {
            key: 'hotel',
            header: 'users.hotel',
            render: placeOf,
            exportValue: placeOf,
          },
          {
            key: 'allocations',
            header: 'users.serviceRoles',
            render: (row) => (row.allocations.length === 0 ? '—' : <Text size="sm">{rolesOf(row).join(', ')}</Text>),
            exportValue: (row) => rolesOf(row).join('; '),
          },
          userStateColumn<Row>(t),
        ]}
        rowActions={(row) =>
          canDisable && row.id !== viewer?.id && mayManage(viewerLevel, row.level) ? (
            <Tooltip label={row.active ? t('users.disable') : t('users.enable')} withinPortal>
              <ActionIcon
                variant="subtle"
                color={row.active ? 'orange' : 'green'}
                aria-label={row.active ? t('users.disable') : t('users.enable')}
                onClick={() => void toggle(row)}
              >
                {row.active ? <IconUserOff size={18} /> : <IconUserCheck size={18} />}
              </ActionIcon>
            </Tooltip>
          ) : null
        }
        canAdd={canAdd && scope.scope !== null}
        onAdd={dialog.openCreate}
        canEdit={canEdit}
        onEdit={dialog.openEdit}
        resetFilters
        csv={{ fileName: t('users.title'), rows: list.allRows }}
      />
      <CrudDrawer dialog={dialog} size="lg" onSaved={() => list.refetch()}>
        {({ row, close, saved }) => (
          <UserForm
            user={row}
            viewerLevel={viewerLevel}
            viewerId={viewer?.id ?? 0}
            scope={scope}
            hotels={scope.hotels}
            groups={scope.groups}
            tie={scope.tie}
            onCancel={close}
            onSaved={saved}
          />
        )}
      </CrudDrawer>
    </>
  );
}
