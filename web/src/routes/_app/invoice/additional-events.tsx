import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { eventChargesList } from '../../../features/folio/lists';
import { AdditionalEventsScreen } from '../../../features/folio/ChargesScreen';
import { chargesSearch } from '../../../features/folio/searches';

export const Route = createFileRoute('/_app/invoice/additional-events')({
  validateSearch: chargesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(eventChargesList, context, deps),
  component: AdditionalEventsScreen,
});
