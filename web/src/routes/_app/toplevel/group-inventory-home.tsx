import { createFileRoute } from '@tanstack/react-router';
import { GroupInventoryServicesScreen } from '../../../features/inventory/InventoryServicesScreen';

export const Route = createFileRoute('/_app/toplevel/group-inventory-home')({
  component: GroupInventoryServicesScreen,
});
