import { createFileRoute } from '@tanstack/react-router';
import { PromotionsScreen } from '../../../features/settings/PromotionsScreen';
import { promotionsSearch } from '../../../features/settings/table-searches';

export const Route = createFileRoute('/_app/hotel-admin/promotions')({
  validateSearch: promotionsSearch.validate,
  component: PromotionsScreen,
});
