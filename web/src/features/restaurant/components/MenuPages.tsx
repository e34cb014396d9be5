// The food menu pages (operations §2, core §2): /category/main with its breadcrumb of HOME, FOODS
// and the category trail; /category/food/{cat} (a category set); /category/food/cat/:{ORIGIN}
// (a cuisine's dishes by meal time). Props only; the screens load and navigate.

import type { ReactNode } from 'react';
import { Anchor, Breadcrumbs, Card, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FoodCard } from './FoodCard';
import { LoadError } from './StateViews';

export interface MenuCrumb {
  id: number;
  title: string;
}

export interface CategoryCardData {
  id: number;
  title: string;
  image: string | null;
}

export interface DishCardData {
  id: number;
  name: string;
  image: string | null;
  price: unknown;
  active: boolean;
}

function CardGridSkeleton() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 6 }} aria-busy>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} h={180} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function Grid<T>({
  items,
  loading,
  error,
  onRetry,
  emptyText,
  render,
}: {
  items: readonly T[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  emptyText: string;
  render: (item: T) => ReactNode;
}) {
  if (loading) return <CardGridSkeleton />;
  if (error) return <LoadError onRetry={onRetry} />;
  if (items.length === 0)
    return (
      <Card withBorder radius="md" padding="lg">
        <Text c="dimmed">{emptyText}</Text>
      </Card>
    );
  return <SimpleGrid cols={{ base: 2, sm: 3, md: 4, xl: 6 }}>{items.map(render)}</SimpleGrid>;
}

export interface CategoryBrowserPageProps {
  title: string;
  /** HOME and FOODS come first; then these, the last one being the current category. */
  trail: MenuCrumb[];
  onHome: () => void;
  onFoods: () => void;
  onCrumb: (crumb: MenuCrumb) => void;
  categories: CategoryCardData[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onChoose: (category: CategoryCardData) => void;
}

/** /category/main and /category/food/{cat}: category cards under the breadcrumb. */
export function CategoryBrowserPage(props: CategoryBrowserPageProps) {
  const { t } = useTranslation('restaurant');
  const { trail } = props;
  return (
    <Stack gap="lg" w="100%">
      <Breadcrumbs separator="›">
        <Anchor component="button" type="button" onClick={props.onHome}>
          {t('menu.home')}
        </Anchor>
        {trail.length === 0 ? (
          <Text fw={600}>{t('menu.foods')}</Text>
        ) : (
          <Anchor component="button" type="button" onClick={props.onFoods}>
            {t('menu.foods')}
          </Anchor>
        )}
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Text key={crumb.id} fw={600}>
              {crumb.title}
            </Text>
          ) : (
            <Anchor key={crumb.id} component="button" type="button" onClick={() => props.onCrumb(crumb)}>
              {crumb.title}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      <Title order={2}>{props.title}</Title>
      <Grid
        items={props.categories}
        loading={props.loading}
        error={props.error}
        onRetry={props.onRetry}
        emptyText={t('menu.noCategories')}
        render={(category) => (
          <FoodCard
            key={category.id}
            name={category.title}
            image={category.image}
            onChoose={() => props.onChoose(category)}
          />
        )}
      />
    </Stack>
  );
}

export interface DishListPageProps {
  origin: string;
  onHome: () => void;
  onFoods: () => void;
  /** The meal times of the cuisine (its sub-categories); empty when it has none. */
  meals: MenuCrumb[];
  /** The chosen meal time's id, or null for all of them. */
  meal: number | null;
  onMeal: (meal: MenuCrumb | null) => void;
  dishes: DishCardData[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  notFound: boolean;
  onChoose: (dish: DishCardData) => void;
}

/** /category/food/cat/:{ORIGIN}: the cuisine's dishes, by the stored main category. */
export function DishListPage(props: DishListPageProps) {
  const { t } = useTranslation('restaurant');
  const ALL = 'all';
  return (
    <Stack gap="lg" w="100%">
      <Breadcrumbs separator="›">
        <Anchor component="button" type="button" onClick={props.onHome}>
          {t('menu.home')}
        </Anchor>
        <Anchor component="button" type="button" onClick={props.onFoods}>
          {t('menu.foods')}
        </Anchor>
        <Text fw={600}>{props.origin}</Text>
      </Breadcrumbs>
      <Title order={2}>{props.origin}</Title>
      {props.meals.length > 0 && (
        <SegmentedControl
          w="fit-content"
          value={props.meal === null ? ALL : String(props.meal)}
          onChange={(value) => props.onMeal(props.meals.find((meal) => String(meal.id) === value) ?? null)}
          data={[
            { value: ALL, label: t('menu.allMeals') },
            ...props.meals.map((meal) => ({ value: String(meal.id), label: meal.title })),
          ]}
        />
      )}
      {props.notFound ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">{t('menu.unknownCategory')}</Text>
        </Card>
      ) : (
        <Grid
          items={props.dishes}
          loading={props.loading}
          error={props.error}
          onRetry={props.onRetry}
          emptyText={t('menu.noDishes')}
          render={(dish) => (
            <FoodCard
              key={dish.id}
              name={dish.name}
              image={dish.image}
              price={dish.price}
              active={dish.active}
              onChoose={() => props.onChoose(dish)}
            />
          )}
        />
      )}
    </Stack>
  );
}
