// /restaurant-admin/table-category (TABLE_CATEGORY): the restaurant's table categories.

import { useTranslation } from 'react-i18next';
import { useAdminDeleteTableCategoryMutation, type AdminTableCategoryFieldsFragment } from '../../graphql/hooks.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useList } from '../../ui/data-table/use-list';
import { NotChosen } from '../../session/NotChosen';
import { TableCategoryForm } from './components/TableCategoryForm';
import { tableCategoriesList } from './lists';
import { useChosenService } from '../../session/use-chosen';

type Row = AdminTableCategoryFieldsFragment;

export function TableCategoriesScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <TableCategories serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function TableCategories({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const list = useList(tableCategoriesList);
  const [remove] = useAdminDeleteTableCategoryMutation();
  return (
    <ListScreen<Row>
      ns="restaurant-admin"
      title={t('tableCategories.title')}
      description={t('tableCategories.description')}
      feature="TABLE_CATEGORY"
      list={list}
      columns={[
        { key: 'name', header: 'tableCategories.name', sortable: true, searchable: true },
        { key: 'tableCount', header: 'tableCategories.tables', align: 'right', width: 120 },
      ]}
      rowLabel={(row) => row.name}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteTableCategory}
      createTitle={t('tableCategories.create')}
      editTitle={t('tableCategories.edit')}
      form={({ row, close, saved }) => (
        <TableCategoryForm serviceId={serviceId} category={row} onCancel={close} onSaved={saved} />
      )}
    />
  );
}
