import { createFileRoute } from '@tanstack/react-router';
import { preloadList } from '../../../ui/data-table/list-definition';
import { currencyRatesList } from '../../../features/pricing/lists';
import { CurrencyRatesScreen } from '../../../features/pricing/CurrencyRatesScreen';
import { currencyRatesSearch } from '../../../features/pricing/searches';

export const Route = createFileRoute('/_app/currency-rates/currency-exchange')({
  validateSearch: currencyRatesSearch.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => preloadList(currencyRatesList, context, deps),
  component: CurrencyRatesScreen,
});
