// /restaurant-admin/table (RESTAURANT_TABLE): the restaurant's tables, their set-up and status now.

import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteRestaurantTableMutation,
  useAdminTableCategoryOptionsQuery,
  type AdminRestaurantTableFieldsFragment,
} from '../../graphql/hooks.gen';
import { NotChosen } from '../../session/NotChosen';
import { ActiveBadge, TableStatusBadge } from './components/StatusBadges';
import { TableForm } from './components/TableForm';
import { tablesList } from './lists';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { useChosenService } from '../../session/use-chosen';

type Row = AdminRestaurantTableFieldsFragment;

export function TablesScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Tables serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function Tables({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const list = useList(tablesList);
  const { table } = list;
  const categoryFilter = table.state.filters['categoryId'];
  const categories = useAdminTableCategoryOptionsQuery({ variables: { serviceId } });
  const [remove] = useAdminDeleteRestaurantTableMutation();
  const categoryOptions = (categories.data?.tableCategoryOptions ?? []).map((c) => ({
    value: String(c.id),
    label: c.name,
  }));

  return (
    <ListScreen<Row>
      ns="restaurant-admin"
      title={t('tables.title')}
      description={t('tables.description')}
      feature="RESTAURANT_TABLE"
      list={list}
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
          render: (row) => row.category?.name ?? '—',
          exportValue: (row) => row.category?.name ?? '',
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
      rowLabel={(row) => t('tables.rowLabel', { number: row.number })}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteRestaurantTable}
      createTitle={t('tables.create')}
      editTitle={t('tables.edit')}
      form={({ row, close, saved }) => (
        <TableForm serviceId={serviceId} table={row} categories={categoryOptions} onCancel={close} onSaved={saved} />
      )}
    />
  );
}
