// /restaurant-admin/table (RESTAURANT_TABLE): the restaurant's tables, their set-up and status now.

import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteRestaurantTableMutation,
  useAdminRestaurantTablesQuery,
  useAdminTableCategoryOptionsQuery,
  type AdminRestaurantTableFieldsFragment,
} from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { ActiveBadge, TableStatusBadge } from './components/StatusBadges';
import { TableForm } from './components/TableForm';
import { tablesSearch } from './table-searches';
import { useRestaurantAdmin } from './use-restaurant-admin';

type Row = AdminRestaurantTableFieldsFragment;

export function TablesScreen() {
  const restaurant = useRestaurantAdmin();
  return restaurant ? <Tables serviceId={restaurant.serviceId} /> : <NoRestaurantChosen />;
}

function Tables({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const table = useSearchParamTableState(tablesSearch);
  const dialog = useCrudDialog<Row>();
  const categoryFilter = table.state.filters['categoryId'];
  const query = useAdminRestaurantTablesQuery({
    variables: {
      serviceId,
      ...table.variables,
      number: table.state.filters['number'] ?? null,
      categoryId: categoryFilter ? Number(categoryFilter) : null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const categories = useAdminTableCategoryOptionsQuery({ variables: { serviceId } });
  const [remove] = useAdminDeleteRestaurantTableMutation();
  const rights = useCrudRights('RESTAURANT_TABLE');
  const result = query.data ?? query.previousData;
  const categoryOptions = (categories.data?.tableCategoryOptions ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('tables.title')}
        description={t('tables.description')}
        table={table}
        rows={result?.restaurantTables.items ?? []}
        total={result?.restaurantTables.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        toolbarActions={
          <Select
            aria-label={t('tables.category')}
            placeholder={t('tables.allCategories')}
            data={categoryOptions}
            value={categoryFilter ?? null}
            onChange={(value) => table.setFilter('categoryId', value ?? '')}
            clearable
            w={200}
          />
        }
        columns={[
          { key: 'number', header: 'tables.number', sortable: true, searchable: true, width: 140 },
          {
            key: 'categoryName',
            header: 'tables.category',
            sortable: true,
            sortField: 'category',
            render: (row) => row.categoryName ?? '—',
          },
          { key: 'seats', header: 'tables.seats', sortable: true, align: 'right', width: 100 },
          {
            key: 'status',
            header: 'tables.status',
            render: (row) => <TableStatusBadge status={row.status} />,
            exportValue: (row) => t(`tableStatus.${row.status}`),
          },
          {
            key: 'active',
            header: 'common.state',
            render: (row) => <ActiveBadge active={row.active} />,
            exportValue: (row) => (row.active ? t('common.active') : t('common.inactive')),
          },
        ]}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteRestaurantTable,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => t('tables.rowLabel', { number: row.number }),
        })}
        resetFilters
        csv={{ fileName: t('tables.title') }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('tables.create')}
        editTitle={t('tables.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => (
          <TableForm serviceId={serviceId} table={row} categories={categoryOptions} onCancel={close} onSaved={saved} />
        )}
      </CrudDrawer>
    </>
  );
}
