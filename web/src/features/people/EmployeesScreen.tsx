// hotel-employee (EMPLOYEE) under every parent: a hotel's employees, paged and sorted, with create,
// edit and delete by permission. The parent decides the hotel (people-scope.ts).

import { useTranslation } from 'react-i18next';
import {
  usePeopleDeleteEmployeeMutation,
  usePeopleEmployeesQuery,
  type PeopleEmployeeFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { useSession } from '../../session/session';
import { crudActions, CrudDrawer, DataTable, useCrudDialog, useSearchParamTableState } from '../../ui/data-table';
import { StateBadge } from './components/Badges';
import { EmployeeForm } from './components/EmployeeForm';
import { EmployeeRolesButton } from './components/EmployeeRolesButton';
import { NotChosen } from '../../session/NotChosen';
import { ScopePicker } from './components/ScopePicker';
import { picksHotel, type PeopleParent } from './people-scope';
import { employeesSearch } from './people-searches';
import { usePeopleScope } from './use-people-scope';

type Row = PeopleEmployeeFieldsFragment;

export function EmployeesScreen({ parent }: { parent: PeopleParent }) {
  const scope = usePeopleScope(parent, { allowGroup: false });
  if (!picksHotel(parent) && scope.hotelId === null) return <NotChosen what="hotel" />;
  return <Employees parent={parent} scope={scope} />;
}

function Employees({ parent, scope }: { parent: PeopleParent; scope: ReturnType<typeof usePeopleScope> }) {
  const { t } = useTranslation('people');
  const { service } = useSession();
  const table = useSearchParamTableState(employeesSearch);
  const dialog = useCrudDialog<Row>();
  const hotelId = scope.hotelId;
  const query = usePeopleEmployeesQuery({
    variables: { hotelId: hotelId ?? 0, ...table.variables, name: table.state.filters['name'] ?? null },
    skip: hotelId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = usePeopleDeleteEmployeeMutation();
  const canAdd = useCan('EMPLOYEE', 'ADD');
  const canEdit = useCan('EMPLOYEE', 'EDIT');
  const canDelete = useCan('EMPLOYEE', 'DELETE');
  const canViewUsers = useCan('USER', 'VIEW');
  const result = query.data ?? query.previousData;
  // In a service's own admin area a new employee starts in that service.
  const defaultServiceId = picksHotel(parent) || !service.serviceId ? null : service.serviceId;

  return (
    <>
      <DataTable
        ns="people"
        title={t('employees.title')}
        description={t('employees.description')}
        table={table}
        rows={hotelId === null ? [] : (result?.employees.items ?? [])}
        total={result?.employees.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading || scope.loading}
        error={query.error ?? scope.error}
        onRetry={() => void query.refetch()}
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
        rowActions={(row) => (row.userId ? <EmployeeRolesButton employee={row} /> : null)}
        {...crudActions({
          rights: { canAdd: canAdd && hotelId !== null, canEdit: canEdit, canDelete: canDelete },
          dialog,
          remove: async (row) => (await remove({ variables: { id: row.id } })).data?.deleteEmployee,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => `${row.firstName} ${row.lastName}`,
        })}
        resetFilters
        csv={{ fileName: t('employees.title') }}
      />
      {hotelId !== null && (
        <CrudDrawer dialog={dialog} size="lg" onSaved={() => query.refetch()}>
          {({ row, close, saved }) => (
            <EmployeeForm
              hotelId={hotelId}
              employee={row}
              defaultServiceId={defaultServiceId}
              canPickUser={canViewUsers}
              onCancel={close}
              onSaved={saved}
            />
          )}
        </CrudDrawer>
      )}
    </>
  );
}
