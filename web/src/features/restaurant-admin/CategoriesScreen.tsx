// /restaurant-admin/category (FOOD_CATEGORY): the menu's two-layer category tree with pictures (the
// documented category-structure calls). Items go in categories without sub-categories.

import { Avatar, Badge, Group, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAdminDeleteMenuCategoryMutation, useAdminMenuCategoriesQuery } from '../../graphql/hooks.gen';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { DataTable } from '../../ui/data-table/DataTable';
import { useDataTableState } from '../../ui/data-table/use-data-table-state';
import { crudActions, useCrudRights } from '../../ui/data-table/crud-actions';
import { flattenCategories, pageRows, searchCategories, type CategoryRow } from './category-rows';
import { CategoryForm } from './components/CategoryForm';
import { NotChosen } from '../../session/NotChosen';
import { useChosenService } from '../../session/use-chosen';

export function CategoriesScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Categories serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function Categories({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const table = useDataTableState({ pageSize: 50, pageSizes: [25, 50, 100] });
  const dialog = useCrudDialog<CategoryRow>();
  const query = useAdminMenuCategoriesQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useAdminDeleteMenuCategoryMutation();
  const rights = useCrudRights('FOOD_CATEGORY');
  const all = flattenCategories(query.data?.menuCategories ?? []);
  const matching = searchCategories(all, table.state.filters['title']);
  const firstLayer = all.filter((row) => row.depth === 0);

  return (
    <>
      <DataTable
        ns="restaurant-admin"
        title={t('categories.title')}
        description={t('categories.description')}
        table={table}
        rows={pageRows(matching, table.variables.page, table.variables.size)}
        total={matching.length}
        rowKey={(row) => row.id}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
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
        {...crudActions({
          rights,
          dialog,
          remove: async (row) => (await remove({ variables: { serviceId, id: row.id } })).data?.deleteMenuCategory,
          deleteFailed: t('errors.deleteFailed'),
          refetch: () => query.refetch(),
          rowLabel: (row) => row.title,
        })}
        resetFilters
        csv={{ fileName: t('categories.title'), rows: () => matching }}
      />
      <CrudDrawer
        dialog={dialog}
        createTitle={t('categories.create')}
        editTitle={t('categories.edit')}
        onSaved={() => query.refetch()}
      >
        {({ row, close, saved }) => (
          <CategoryForm
            serviceId={serviceId}
            category={row}
            parents={firstLayer.filter((parent) => parent.id !== row?.id)}
            onCancel={close}
            onSaved={saved}
          />
        )}
      </CrudDrawer>
    </>
  );
}
