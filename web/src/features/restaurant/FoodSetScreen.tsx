// /category/food/{cat} (feature FOOD_MENU): a category set from the server's tree (operations §2).
// ':beverages', ':desserts' and ':Snacks' show that category's sub-categories, which open the
// order screen on them; any other value shows the cuisines (the first layer without those three),
// which open their dishes (/category/food/cat/:{ORIGIN}).

import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFoodCategoriesQuery } from '../../graphql/hooks.gen';
import { CategoryBrowserPage } from './components/MenuPages';
import { NotChosen } from '../../session/NotChosen';
import { CATEGORY_SETS, categorySetOf, foodMenuPath, foodOriginPath, orderScreenByCategory } from './menu-routes';
import { sameTitle, type CategoryNode } from './menu-tree';
import { useGoHome } from './use-home';
import { useChosenService } from '../../session/use-chosen';

export function FoodSetScreen({ cat }: { cat: string }) {
  const { t } = useTranslation('restaurant');
  const navigate = useNavigate();
  const goHome = useGoHome();
  const serviceId = useChosenService('RESTAURANT')?.serviceId ?? null;
  const set = categorySetOf(cat);

  const query = useFoodCategoriesQuery({ variables: { serviceId: serviceId ?? 0 }, skip: serviceId === null });

  if (serviceId === null) return <NotChosen what="RESTAURANT" />;

  const tree: readonly CategoryNode[] = query.data?.foodCategories ?? [];
  const setRoot = set === 'food' ? null : (tree.find((root) => sameTitle(root.title, set)) ?? null);
  const categories =
    set === 'food'
      ? tree.filter((root) => !CATEGORY_SETS.some((name) => sameTitle(root.title, name)))
      : (setRoot?.children ?? []);

  return (
    <CategoryBrowserPage
      title={setRoot?.title ?? t('menu.foodSet')}
      trail={setRoot ? [{ id: setRoot.id, title: setRoot.title }] : []}
      onHome={goHome}
      onFoods={() => void navigate({ href: foodMenuPath() })}
      onCrumb={(crumb) => void navigate({ href: foodMenuPath(crumb.id) })}
      categories={categories.map(({ id, title, image }) => ({ id, title, image }))}
      loading={query.loading && !query.data}
      error={Boolean(query.error) && !query.data}
      onRetry={() => void query.refetch().catch(() => undefined)}
      onChoose={(chosen) => {
        if (set === 'food') {
          void navigate({ href: foodOriginPath(chosen.title) });
          return;
        }
        const node = categories.find((candidate) => candidate.id === chosen.id);
        void navigate({
          href: node?.children?.length ? foodMenuPath(chosen.id) : orderScreenByCategory(chosen.id),
        });
      }}
    />
  );
}
