import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { hotelTaxesList } from '../../../features/pricing/lists';
import { TaxMasterScreen } from '../../../features/pricing/TaxMasterScreen';
import { hotelTaxesSearch } from '../../../features/pricing/searches';

export const Route = createFileRoute('/_app/tax/tax-master')({
  validateSearch: hotelTaxesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(hotelTaxesList, context, deps),
  component: TaxMasterScreen,
});
