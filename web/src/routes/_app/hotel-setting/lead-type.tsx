import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { leadTypesList } from '../../../features/audit/lists';
import { LeadTypesScreen } from '../../../features/audit/LeadTypesScreen';

export const Route = createFileRoute('/_app/hotel-setting/lead-type')({
  validateSearch: leadTypesList.search.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(leadTypesList, context, deps),
  component: LeadTypesScreen,
});
