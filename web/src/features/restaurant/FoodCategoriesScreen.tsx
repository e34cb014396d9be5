// /category/main (feature FOOD_MENU): browsing the food categories. Without a category the first
// layer shows; with ?category= its sub-categories and the trail to it. Choosing a category with no
// sub-categories opens the order screen on it (/restaurant/dashboard/:{categoryId}).

import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFoodCategoriesQuery, useFoodCategoryTrailQuery, useFoodSubCategoriesQuery } from '../../graphql/hooks.gen';
import { CategoryBrowserPage, type CategoryCardData } from './components/MenuPages';
import { NotChosen } from '../../session/NotChosen';
import { storeMainCategory } from './main-category';
import { foodMenuPath, orderScreenByCategory } from './menu-routes';
import { useGoHome } from './use-home';
import { useChosenService } from '../../session/use-chosen';

interface CategoryWithChildren extends CategoryCardData {
  children: readonly { id: number }[];
}

export function FoodCategoriesScreen({ categoryId }: { categoryId: number | null }) {
  const { t } = useTranslation('restaurant');
  const navigate = useNavigate();
  const goHome = useGoHome();
  const serviceId = useChosenService('RESTAURANT')?.serviceId ?? null;
  const atTop = categoryId === null;

  const roots = useFoodCategoriesQuery({
    variables: { serviceId: serviceId ?? 0 },
    skip: serviceId === null || !atTop,
  });
  const children = useFoodSubCategoriesQuery({
    variables: { serviceId: serviceId ?? 0, categoryId: categoryId ?? 0 },
    skip: serviceId === null || atTop,
  });
  const trail = useFoodCategoryTrailQuery({
    variables: { serviceId: serviceId ?? 0, categoryId: categoryId ?? 0 },
    skip: serviceId === null || atTop,
  });

  if (serviceId === null) return <NotChosen what="RESTAURANT" />;

  const list = atTop ? roots : children;
  const categories: CategoryWithChildren[] = atTop
    ? (roots.data?.foodCategories ?? [])
    : (children.data?.foodSubCategories ?? []);
  const crumbs = (trail.data?.foodCategoryTrail ?? []).map(({ id, title }) => ({ id, title }));
  const current = crumbs[crumbs.length - 1];

  return (
    <CategoryBrowserPage
      title={current?.title ?? t('menu.title')}
      trail={atTop ? [] : crumbs}
      onHome={goHome}
      onFoods={() => void navigate({ href: foodMenuPath() })}
      onCrumb={(crumb) => void navigate({ href: foodMenuPath(crumb.id) })}
      categories={categories.map(({ id, title, image }) => ({ id, title, image }))}
      loading={list.loading && !list.data}
      error={Boolean(list.error) && !list.data}
      onRetry={() => void list.refetch().catch(() => undefined)}
      onChoose={(chosen) => {
        // The chosen category is the stored main category the cuisine pages filter by (a meal time).
        storeMainCategory(chosen.title);
        const category = categories.find((candidate) => candidate.id === chosen.id);
        void navigate({
          href: category && category.children.length > 0 ? foodMenuPath(chosen.id) : orderScreenByCategory(chosen.id),
        });
      }}
    />
  );
}
