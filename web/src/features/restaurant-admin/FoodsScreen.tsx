// /restaurant-admin/foods (FOOD_ITEM): the menu's foods and beverages with their pictures, prices,
// categories and availability. Custom dishes (the waiters') are listed on request, read-only.

import { Avatar, Badge, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useAdminDeleteMenuItemMutation,
  useAdminMenuCategoryOptionsQuery,
  type AdminMenuItemFieldsFragment,
  type ItemType,
} from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { moneyColumn } from '../../ui/data-table/money-column';
import { notifyInfo } from '../../ui/notify';
import { FoodForm } from './components/FoodForm';
import { NotChosen } from '../../session/NotChosen';
import { ActiveBadge } from './components/StatusBadges';
import { useChosenService } from '../../session/use-chosen';
import { listTableProps, useList } from '../../ui/data-table/use-list';
import { menuItemsList } from './lists';

type Row = AdminMenuItemFieldsFragment;

const ITEM_TYPES: readonly ItemType[] = ['FOOD', 'BEVERAGE', 'CUSTOM_DISH'];
const asItemType = (value: string | undefined): ItemType | null => ITEM_TYPES.find((type) => type === value) ?? null;

export const categoryLabel = (row: { categoryTitle?: string | null; parentCategoryTitle?: string | null }) =>
  row.categoryTitle ? [row.parentCategoryTitle, row.categoryTitle].filter(Boolean).join(' › ') : '';

export function FoodsScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Foods serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function Foods({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const list = useList(menuItemsList);
  const { table } = list;
  const dialog = useCrudDialog<Row>();
  const itemType = asItemType(table.state.filters['itemType']);
  const categoryFilter = table.state.filters['categoryId'];
  const categories = useAdminMenuCategoryOptionsQuery({ variables: { serviceId } });
  const [remove] = useAdminDeleteMenuItemMutation();
  const rights = useCrudRights('FOOD_ITEM');
  const categoryOptions = (categories.data?.menuCategoryOptions ?? []).map((c) => ({
    value: String(c.id),
    label: c.trail.join(' › '),
  }));

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('foods.title')}
        description={t('foods.description')}
        {...listTableProps(list)}
        toolbarActions={
          <Group gap="sm">
            <SegmentedControl
              size="xs"
              aria-label={t('foods.type')}
              value={itemType ?? ''}
              onChange={(value) => table.setFilter('itemType', value)}
              data={[
                { value: '', label: t('foods.allTypes') },
                { value: 'FOOD', label: t('itemType.FOOD') },
                { value: 'BEVERAGE', label: t('itemType.BEVERAGE') },
                { value: 'CUSTOM_DISH', label: t('itemType.CUSTOM_DISH') },
              ]}
            />
            <Select
              aria-label={t('foods.category')}
              placeholder={t('foods.allCategories')}
              data={categoryOptions}
              value={categoryFilter ?? null}
              onChange={(value) => table.setFilter('categoryId', value ?? '')}
              clearable
              searchable
              w={240}
            />
          </Group>
        }
        columns={[
          {
            key: 'image',
            header: 'foods.picture',
            width: 72,
            render: (row) => (
              <Avatar src={row.image} alt={row.name} radius="sm" size={40}>
                <IconToolsKitchen2 size={18} />
              </Avatar>
            ),
            exportValue: false,
          },
          {
            key: 'name',
            header: 'foods.name',
            sortable: true,
            searchable: true,
            render: (row) => (
              <Text size="sm" fw={500} td={row.active ? undefined : 'line-through'}>
                {row.name}
              </Text>
            ),
          },
          {
            key: 'category',
            header: 'foods.category',
            sortable: true,
            render: (row) =>
              categoryLabel(row) || (
                <Text c="dimmed" size="sm">
                  {t('foods.unallocated')}
                </Text>
              ),
            exportValue: (row) => categoryLabel(row),
          },
          {
            key: 'itemType',
            header: 'foods.type',
            render: (row) => (
              <Badge
                variant="light"
                color={row.itemType === 'BEVERAGE' ? 'cyan' : row.itemType === 'FOOD' ? 'orange' : 'gray'}
              >
                {t(`itemType.${row.itemType}`)}
              </Badge>
            ),
            exportValue: (row) => t(`itemType.${row.itemType}`),
          },
          moneyColumn<Row>('price', 'foods.priceLkr', (row) => row.price, { sortable: true }),
          {
            key: 'active',
            header: 'common.state',
            render: (row) => <ActiveBadge active={row.active} />,
            exportValue: (row) => (row.active ? t('common.active') : t('common.inactive')),
          },
        ]}
        {...crudActions({
          rights,
          dialog: {
            openCreate: dialog.openCreate,
            openEdit: (row: Row) =>
              row.itemType === 'CUSTOM_DISH' ? notifyInfo(t('foods.customDishReadOnly')) : dialog.openEdit(row),
          },
          remove: async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteMenuItem,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => list.refetch(),
          rowLabel: (row) => row.name,
        })}
        resetFilters
        csv={{ fileName: t('foods.title'), rows: list.allRows }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('foods.create')}
        editTitle={t('foods.edit')}
        onSaved={() => list.refetch()}
      >
        {({ row, close, saved }) => (
          <FoodForm serviceId={serviceId} item={row} categories={categoryOptions} onCancel={close} onSaved={saved} />
        )}
      </CrudDrawer>
    </>
  );
}
