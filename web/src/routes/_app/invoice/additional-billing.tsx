import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { additionalChargesList } from '../../../features/folio/lists';
import { AdditionalBillingScreen } from '../../../features/folio/ChargesScreen';
import { chargesSearch } from '../../../features/folio/searches';

export const Route = createFileRoute('/_app/invoice/additional-billing')({
  validateSearch: chargesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(additionalChargesList, context, deps),
  component: AdditionalBillingScreen,
});
