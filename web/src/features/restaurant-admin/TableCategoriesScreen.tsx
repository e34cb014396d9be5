// /restaurant-admin/table-category (TABLE_CATEGORY): the restaurant's table categories.

import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteTableCategoryMutation,
  useAdminTableCategoriesQuery,
  type AdminTableCategoryFieldsFragment,
} from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { TableCategoryForm } from './components/TableCategoryForm';
import { tableCategoriesSearch } from './table-searches';
import { useRestaurantAdmin } from './use-restaurant-admin';

type Row = AdminTableCategoryFieldsFragment;

export function TableCategoriesScreen() {
  const restaurant = useRestaurantAdmin();
  return restaurant ? <TableCategories serviceId={restaurant.serviceId} /> : <NoRestaurantChosen />;
}

function TableCategories({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const table = useSearchParamTableState(tableCategoriesSearch);
  const dialog = useCrudDialog<Row>();
  const query = useAdminTableCategoriesQuery({
    variables: { serviceId, ...table.variables, name: table.state.filters['name'] ?? null },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useAdminDeleteTableCategoryMutation();
  const rights = useCrudRights('TABLE_CATEGORY');
  const result = query.data ?? query.previousData;

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('tableCategories.title')}
        description={t('tableCategories.description')}
        table={table}
        rows={result?.tableCategories.items ?? []}
        total={result?.tableCategories.total ?? 0}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        columns={[
          { key: 'name', header: 'tableCategories.name', sortable: true, searchable: true },
          { key: 'tableCount', header: 'tableCategories.tables', align: 'right', width: 120 },
        ]}
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteTableCategory,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('tableCategories.title') }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('tableCategories.create')}
        editTitle={t('tableCategories.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => (
          <TableCategoryForm serviceId={serviceId} category={row} onCancel={close} onSaved={saved} />
        )}
      </CrudDrawer>
    </>
  );
}
