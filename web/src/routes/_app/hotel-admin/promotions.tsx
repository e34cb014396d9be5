import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { promotionsList } from '../../../features/settings/lists';
import { PromotionsScreen } from '../../../features/settings/PromotionsScreen';

export const Route = createFileRoute('/_app/hotel-admin/promotions')({
  validateSearch: promotionsList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(promotionsList, context, deps),
  component: PromotionsScreen,
});
