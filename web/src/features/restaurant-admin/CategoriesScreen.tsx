// /restaurant-admin/category (FOOD_CATEGORY): the menu's two-layer category tree with pictures (the
// documented category-structure calls). Items go in categories without sub-categories. A menu has a
// few dozen categories and the tree's order is what the screen shows (each sub-category under its
// parent), so the server answers it whole and the list is searched and paged here (useWholeList).

import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdminDeleteMenuCategoryMutation, useAdminMenuCategoriesQuery } from '../../graphql/hooks.gen';
import { ListScreen } from '../../ui/data-table/ListScreen';
import { useWholeList } from '../../ui/data-table/use-list';
import { flattenCategories, searchCategories, type CategoryRow } from './category-rows';
import { CategoryForm } from './components/CategoryForm';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';

export function CategoriesScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Categories serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function Categories({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  // cache-first: the route's loader asked the network as the navigation started.
  const query = useAdminMenuCategoriesQuery({ variables: { serviceId }, fetchPolicy: 'cache-first' });
  const [remove] = useAdminDeleteMenuCategoryMutation();
  const all = flattenCategories(query.data?.menuCategories ?? []);
  const list = useWholeList(
    { rows: all, loading: query.loading, error: query.error, refetch: () => query.refetch() },
    {
      defaults: { pageSize: 50, pageSizes: [25, 50, 100] },
      search: (rows, filters) => searchCategories(rows, filters['title']),
    },
  );
  const firstLayer = all.filter((row) => row.depth === 0);

  return (
    <ListScreen<CategoryRow>
      ns="restaurant-admin"
      title={t('categories.title')}
      description={t('categories.description')}
      feature="FOOD_CATEGORY"
      list={list}
      columns={[
        {
          key: 'title',
          header: 'categories.name',
          searchable: true,
          render: (row) => (
            <Group gap="sm" wrap="nowrap" pl={row.depth * 28}>
              <Avatar src={row.image} alt={row.title} radius="sm" size={32}>
                <IconCategory size={16} />
              </Avatar>
              <Text size="sm" fw={row.depth === 0 ? 600 : 400}>
                {row.title}
              </Text>
            </Group>
          ),
          exportValue: (row) => row.trail.join(' › '),
        },
        {
          key: 'layer',
          header: 'categories.layer',
          render: (row) => (
            <Badge variant="light" color={row.depth === 0 ? 'blue' : 'gray'}>
              {row.depth === 0 ? t('categories.firstLayer') : t('categories.secondLayer')}
            </Badge>
          ),
          exportValue: (row) => (row.depth === 0 ? t('categories.firstLayer') : t('categories.secondLayer')),
        },
        { key: 'childCount', header: 'categories.subCategories', align: 'right', width: 140 },
        { key: 'itemCount', header: 'categories.items', align: 'right', width: 100 },
      ]}
      rowLabel={(row) => row.title}
      remove={async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteMenuCategory}
      createTitle={t('categories.create')}
      editTitle={t('categories.edit')}
      form={({ row, close, saved }) => (
        <CategoryForm
          serviceId={serviceId}
          category={row}
          parents={firstLayer.filter((parent) => parent.id !== row?.id)}
          onCancel={close}
          onSaved={saved}
        />
      )}
    />
  );
}
