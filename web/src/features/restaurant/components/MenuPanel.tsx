// The left half of the waiter order screen (operations §2): 'Search foods...', the two category
// button rows (first and second layer) and the food cards ('Select food Category' until a category
// is chosen or something is searched).

import { Button, Card, Group, ScrollArea, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FoodItemsQuery } from '../../../graphql/hooks.gen';
import { FoodCard } from './FoodCard';
import { LoadError } from './StateViews';

export type MenuFood = FoodItemsQuery['foodItems'][number];

export interface MenuCategory {
  id: number;
  title: string;
  children?: readonly { id: number; title: string }[];
}

export interface MenuPanelProps {
  categories: readonly MenuCategory[];
  categoriesLoading: boolean;
  categoriesError: boolean;
  rootId: number | null;
  childId: number | null;
  onRoot: (id: number) => void;
  onChild: (id: number) => void;
  search: string;
  onSearch: (text: string) => void;
  /** Nothing chosen or searched yet: the prompt shows instead of cards. */
  prompt: boolean;
  foods: readonly MenuFood[];
  foodsLoading: boolean;
  foodsError: boolean;
  onRetry: () => void;
  onAddFood: (food: MenuFood) => void;
}

function CategoryRow({
  items,
  selected,
  onSelect,
  variant,
}: {
  items: readonly { id: number; title: string }[];
  selected: number | null;
  onSelect: (id: number) => void;
  variant: 'first' | 'second';
}) {
  return (
    <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
      <Group gap="xs" wrap="nowrap" pb={4}>
        {items.map((item) => (
          <Button
            key={item.id}
            size={variant === 'first' ? 'sm' : 'xs'}
            radius="xl"
            color={variant === 'first' ? 'brand' : 'teal'}
            variant={selected === item.id ? 'filled' : 'light'}
            onClick={() => onSelect(item.id)}
            aria-pressed={selected === item.id}
            style={{ flexShrink: 0 }}
          >
            {item.title}
          </Button>
        ))}
      </Group>
    </ScrollArea>
  );
}

export function MenuPanel(props: MenuPanelProps) {
  const { t } = useTranslation('restaurant');
  const root = props.categories.find((category) => category.id === props.rootId) ?? null;
  const second = root?.children ?? [];

  let grid;
  if (props.prompt) {
    grid = (
      <Card withBorder radius="md" padding="xl">
        <Text c="dimmed" ta="center">
          {t('order.selectCategory')}
        </Text>
      </Card>
    );
  } else if (props.foodsLoading) {
    grid = (
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} aria-busy>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} h={170} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (props.foodsError) {
    grid = <LoadError onRetry={props.onRetry} />;
  } else if (props.foods.length === 0) {
    grid = (
      <Card withBorder radius="md" padding="xl">
        <Text c="dimmed" ta="center">
          {t('order.noFoods')}
        </Text>
      </Card>
    );
  } else {
    grid = (
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 4 }} spacing="sm">
        {props.foods.map((food) => (
          <FoodCard
            key={food.id}
            name={food.name}
            image={food.image}
            price={food.price}
            active={food.active}
            onChoose={() => props.onAddFood(food)}
          />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm">
      <TextInput
        placeholder={t('order.search')}
        aria-label={t('order.search')}
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
      />
      {props.categoriesLoading ? (
        <Skeleton h={36} radius="xl" />
      ) : props.categoriesError ? (
        <LoadError onRetry={props.onRetry} />
      ) : (
        <>
          <CategoryRow items={props.categories} selected={props.rootId} onSelect={props.onRoot} variant="first" />
          {second.length > 0 && (
            <CategoryRow items={second} selected={props.childId} onSelect={props.onChild} variant="second" />
          )}
        </>
      )}
      {grid}
    </Stack>
  );
}
