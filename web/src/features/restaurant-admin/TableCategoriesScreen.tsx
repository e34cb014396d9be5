// /restaurant-admin/table-category (TABLE_CATEGORY): the restaurant's table categories.

import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteTableCategoryMutation,
  useAdminTableCategoriesQuery,
  type AdminTableCategoryFieldsFragment,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useSearchParamTableState } from '../../ui/data-table/use-data-table-state';
import { NoRestaurantChosen } from './components/NoRestaurantChosen';
import { TableCategoryForm } from './components/TableCategoryForm';
import { runAndNotify } from '../../ui/run-mutation';
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
  const canAdd = useCan('TABLE_CATEGORY', 'ADD');
  const canEdit = useCan('TABLE_CATEGORY', 'EDIT');
  const canDelete = useCan('TABLE_CATEGORY', 'DELETE');
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
        canAdd={canAdd}
        onAdd={dialog.openCreate}
        canEdit={canEdit}
        onEdit={dialog.openEdit}
        canDelete={canDelete}
        onDelete={(row) =>
          runAndNotify(
            async () => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteTableCategory,
            t('errors.deleteFailed'),
            () => query.refetch(),
          )
        }
        rowLabel={(row) => row.name}
        resetFilters
        csv={{ fileName: t('tableCategories.title') }}
      />
      <CrudDrawer dialog={dialog} createTitle={t('tableCategories.create')} editTitle={t('tableCategories.edit')}>
        {({ row, close }) => (
          <TableCategoryForm
            serviceId={serviceId}
            category={row}
            onCancel={close}
            onSaved={() => {
              close();
              void query.refetch();
            }}
          />
        )}
      </CrudDrawer>
    </>
  );
}
