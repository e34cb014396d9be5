import { createFileRoute } from '@tanstack/react-router';
import { CreateGrnScreen } from '../../../../features/inventory/CreateGrnScreen';

export const Route = createFileRoute('/_app/inventory/stock-management/create-grn')({
  component: CreateGrnScreen,
});
