// hotel-employee (EMPLOYEE) under every parent: a hotel's employees, paged and sorted, with create,
// edit and delete by permission. The parent decides the hotel (people-scope.ts).

import { useTranslation } from 'react-i18next';
import { usePeopleDeleteEmployeeMutation, type PeopleEmployeeFieldsFragment } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList, useScopeInUrl } from '../../ui/data-table/use-list';
import { scopeKey } from '../../ui/form';
import { StateBadge } from './components/Badges';
import { EmployeeForm } from './components/EmployeeForm';
import { EmployeeRolesButton } from './components/EmployeeRolesButton';
import { NotChosen } from '../../session/NotChosen';
import { ScopePicker } from './components/ScopePicker';
import { picksHotel, type PeopleParent } from './people-scope';
import { employeesLists } from './lists';
import { usePeopleScope } from './use-people-scope';

type Row = PeopleEmployeeFieldsFragment;

export function EmployeesScreen({ parent }: { parent: PeopleParent }) {
  const { t } = useTranslation('people');
  const { service } = useSession();
  const scope = usePeopleScope(parent, { allowGroup: false });
  const list = useList(employeesLists[parent]);
  useScopeInUrl(list, picksHotel(parent) && scope.scope ? scopeKey(scope.scope) : null);
  const [remove] = usePeopleDeleteEmployeeMutation();
  const canViewUsers = useCan('USER', 'VIEW');
  if (!picksHotel(parent) && scope.hotelId === null) return <NotChosen what="hotel" />;
  const hotelId = list.scope?.hotelId ?? null;
  // In a service's own admin area a new employee starts in that service.
  const defaultServiceId = picksHotel(parent) || !service.serviceId ? null : service.serviceId;

  return (
    <ListScreen<Row>
      ns="people"
      title={t('employees.title')}
      description={t('employees.description')}
      feature="EMPLOYEE"
      list={{
        ...list,
        rows: hotelId === null ? [] : list.rows,
        loading: list.loading || scope.loading,
        error: list.error ?? scope.error,
      }}
      toolbarActions={<ScopePicker picker={scope.picker} />}
      columns={[
        {
          key: 'firstName',
          header: 'employees.firstName',
          sortable: true,
          searchable: true,
          filterKey: 'name',
          searchPlaceholder: t('employees.searchPlaceholder'),
        },
        { key: 'lastName', header: 'employees.lastName', sortable: true },
        { key: 'email', header: 'employees.email', sortable: true },
        { key: 'phone', header: 'employees.phone', width: 150 },
        { key: 'designation', header: 'employees.designation', sortable: true },
        { key: 'serviceName', header: 'employees.service' },
        { key: 'serviceRoleName', header: 'employees.serviceRole' },
        {
          key: 'active',
          header: 'employees.state',
          sortable: true,
          width: 110,
          render: (row) => <StateBadge active={row.active} on={t('state.active')} off={t('state.inactive')} />,
          exportValue: (row) => (row.active ? t('state.active') : t('state.inactive')),
        },
      ]}
      rowLabel={(row) => `${row.firstName} ${row.lastName}`}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data?.deleteEmployee}
      drawerSize="lg"
      extra={{ rowActions: (row) => (row.userId ? <EmployeeRolesButton employee={row} /> : null) }}
      form={
        hotelId === null
          ? undefined
          : ({ row, close, saved }) => (
              <EmployeeForm
                hotelId={hotelId}
                employee={row}
                defaultServiceId={defaultServiceId}
                canPickUser={canViewUsers}
                onCancel={close}
                onSaved={saved}
              />
            )
      }
    />
  );
}
