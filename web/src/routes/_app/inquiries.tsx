import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../ui/data-table/list-definition';
import { inquiriesList } from '../../features/guest/lists';
import { InquiriesScreen } from '../../features/guest/InquiriesScreen';
import { inquiriesSearch } from '../../features/guest/searches';

export const Route = createFileRoute('/_app/inquiries')({
  validateSearch: inquiriesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(inquiriesList, context, deps),
  component: InquiriesScreen,
});
