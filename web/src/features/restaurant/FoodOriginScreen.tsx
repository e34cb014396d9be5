// /category/food/cat/:{ORIGIN} (feature FOOD_MENU): the dishes of a cuisine (Sri Lankan, Western,
// Indian), filtered by the stored main category (BREAK FAST, LUNCH, DINNER: the cuisine's
// sub-categories in the server's tree). Choosing a dish opens the order screen on it
// (/toplevel/restaurant-dashboard/:{UPPERCASE DISH NAME}).

import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useFoodCategoriesQuery, useFoodItemsQuery } from '../../graphql/hooks.gen';
import { DishListPage } from './components/MenuPages';
import { NotChosen } from '../../session/NotChosen';
import { storedMainCategory, storeMainCategory } from './main-category';
import { foodMenuPath, orderScreenByName, routeValue } from './menu-routes';
import { findByTitle, sameTitle } from './menu-tree';
import { useGoHome } from './use-home';
import { useChosenService } from '../../session/use-chosen';

export function FoodOriginScreen({ cat }: { cat: string }) {
  const navigate = useNavigate();
  const goHome = useGoHome();
  const serviceId = useChosenService('RESTAURANT')?.serviceId ?? null;
  const [mainCategory, setMainCategory] = useState(storedMainCategory);
  const originName = routeValue(cat);

  const tree = useFoodCategoriesQuery({ variables: { serviceId: serviceId ?? 0 }, skip: serviceId === null });
  const origin = tree.data ? findByTitle(tree.data.foodCategories, originName) : null;
  const meals = (origin?.children ?? []).map(({ id, title }) => ({ id, title }));
  const meal = mainCategory ? (meals.find((candidate) => sameTitle(candidate.title, mainCategory)) ?? null) : null;
  const categoryId = meal?.id ?? origin?.id ?? null;

  const items = useFoodItemsQuery({
    variables: { serviceId: serviceId ?? 0, categoryId },
    skip: serviceId === null || categoryId === null,
  });

  if (serviceId === null) return <NotChosen what="RESTAURANT" />;

  const loading = (tree.loading && !tree.data) || (items.loading && !items.data);
  return (
    <DishListPage
      origin={origin?.title ?? originName}
      onHome={goHome}
      onFoods={() => void navigate({ href: foodMenuPath() })}
      meals={meals}
      meal={meal?.id ?? null}
      onMeal={(chosen) => {
        storeMainCategory(chosen?.title ?? null);
        setMainCategory(chosen?.title ?? null);
      }}
      dishes={items.data?.foodItems ?? []}
      loading={loading}
      error={(Boolean(tree.error) && !tree.data) || (Boolean(items.error) && !items.data)}
      onRetry={() => {
        void tree.refetch().catch(() => undefined);
        if (categoryId !== null) void items.refetch().catch(() => undefined);
      }}
      notFound={Boolean(tree.data) && origin === null}
      onChoose={(dish) => void navigate({ href: orderScreenByName(dish.name) })}
    />
  );
}
