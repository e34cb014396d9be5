// /restaurant-admin/item-category-allocate (ALLOCATE_CATEGORY): which items a category holds. Pick a
// category without sub-categories, see its items, add items to it (moving them from wherever they
// were) or take items out.

import { useState } from 'react';
import {
  ActionIcon,
  Avatar,
  Badge,
  Card,
  Grid,
  Group,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp, IconSearch, IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useAdminAllocatableItemsQuery,
  useAdminAllocateMenuItemsMutation,
  useAdminAllocationCategoriesQuery,
  type FoodItemSort,
} from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { DataTable } from '../../ui/data-table/DataTable';
import { useDataTableState } from '../../ui/data-table/use-data-table-state';
import { moneyColumn } from '../../ui/data-table/money-column';
import { AddItemsDialog } from './components/AddItemsDialog';
import { NotChosen } from '../../session/NotChosen';
import { categoryLabel } from './FoodsScreen';
import { runAndNotify } from '../../ui/run-mutation';
import { useChosenService } from '../../session/use-chosen';
import { PageHeading } from '../../ui/PageHeading';

export function ItemCategoryAllocateScreen() {
  const restaurant = useChosenService('RESTAURANT');
  return restaurant ? <Allocation serviceId={restaurant.serviceId} /> : <NotChosen what="RESTAURANT" />;
}

function Allocation({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('restaurant-admin');
  const canEdit = useCan('ALLOCATE_CATEGORY', 'EDIT');
  const categories = useAdminAllocationCategoriesQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<number | null>(null);
  const [filter, setFilter] = useState('');
  const [adding, setAdding] = useState(false);
  const list = categories.data?.allocationCategories ?? [];
  const current = list.find((c) => c.id === chosen) ?? list[0] ?? null;
  const table = useDataTableState<FoodItemSort>({ pageSize: 25 });
  const items = useAdminAllocatableItemsQuery({
    variables: {
      serviceId,
      ...table.variables,
      categoryId: current?.id ?? null,
      name: table.state.filters['name'] ?? null,
    },
    skip: !current,
    fetchPolicy: 'cache-and-network',
  });
  const [allocate] = useAdminAllocateMenuItemsMutation();
  const shown = list.filter((c) => c.trail.join(' ').toLowerCase().includes(filter.trim().toLowerCase()));
  const result = items.data ?? items.previousData;

  const refresh = async () => {
    await Promise.all([items.refetch(), categories.refetch()]);
  };
  const move = (itemIds: number[], categoryId: number | null) =>
    runAndNotify(
      async () => (await allocate({ variables: { serviceId, categoryId, itemIds } })).data?.allocateMenuItems,
      t('errors.saveFailed'),
      refresh,
    );

  return (
    <Stack gap="md">
      <PageHeading title={t('allocation.title')} description={t('allocation.description')} />
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Card withBorder radius="md" padding="sm">
            <TextInput
              size="xs"
              leftSection={<IconSearch size={14} />}
              placeholder={t('allocation.findCategory')}
              aria-label={t('allocation.findCategory')}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              mb="xs"
            />
            <ScrollArea.Autosize mah="calc(100dvh - 18rem)">
              {categories.loading && list.length === 0
                ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} h={36} mb={6} />)
                : shown.map((category) => (
                    <NavLink
                      key={category.id}
                      active={category.id === current?.id}
                      label={category.trail.join(' › ')}
                      rightSection={
                        <Badge variant="light" size="sm">
                          {category.itemCount}
                        </Badge>
                      }
                      onClick={() => {
                        setChosen(category.id);
                        table.setPage(1);
                      }}
                    />
                  ))}
              {!categories.loading && list.length === 0 && (
                <Text c="dimmed" size="sm" p="sm">
                  {t('allocation.noCategories')}
                </Text>
              )}
            </ScrollArea.Autosize>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <DataTable
            ns="restaurant-admin"
            title={current ? current.trail.join(' › ') : t('allocation.chooseCategory')}
            table={table}
            rows={current ? (result?.allocatableItems.items ?? []) : []}
            total={current ? (result?.allocatableItems.total ?? 0) : 0}
            rowKey={(row) => row.id}
            loading={items.loading}
            error={items.error}
            onRetry={() => void items.refetch()}
            canAdd={canEdit && current !== null}
            onAdd={() => setAdding(true)}
            addLabel={t('allocation.addItems')}
            columns={[
              {
                key: 'image',
                header: 'foods.picture',
                width: 72,
                render: (row) => (
                  <Avatar src={row.image} alt={row.name} radius="sm" size={36}>
                    <IconToolsKitchen2 size={16} />
                  </Avatar>
                ),
                exportValue: false,
              },
              { key: 'name', header: 'foods.name', searchable: true },
              {
                key: 'itemType',
                header: 'foods.type',
                render: (row) => t(`itemType.${row.itemType}`),
                exportValue: (row) => t(`itemType.${row.itemType}`),
              },
              moneyColumn('price', 'foods.priceLkr'),
            ]}
            rowActions={
              canEdit
                ? (row) => (
                    <Tooltip label={t('allocation.remove')} withinPortal>
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('allocation.remove')}
                        onClick={() => void move([row.id], null)}
                      >
                        <IconArrowBackUp size={18} />
                      </ActionIcon>
                    </Tooltip>
                  )
                : undefined
            }
          />
        </Grid.Col>
      </Grid>
      {current && (
        <AddItemsDialog
          opened={adding}
          serviceId={serviceId}
          category={current}
          onClose={() => setAdding(false)}
          onAdd={async (itemIds) => {
            const done = await move(itemIds, current.id);
            if (done) setAdding(false);
          }}
          describe={(item) => (
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{item.name}</Text>
              <Text size="xs" c="dimmed">
                {categoryLabel(item) || t('foods.unallocated')}
              </Text>
            </Group>
          )}
        />
      )}
      {!canEdit && (
        <Text size="xs" c="dimmed">
          {t('allocation.readOnly')}
        </Text>
      )}
    </Stack>
  );
}
