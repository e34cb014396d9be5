import { createFileRoute } from '@tanstack/react-router';
import { StockCountScreen } from '../../../../features/inventory/stock-control/StockCountScreen';

export const Route = createFileRoute('/_app/inventory/stock-management/stock-count')({
  component: StockCountScreen,
});
