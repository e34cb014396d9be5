import { createFileRoute } from '@tanstack/react-router';
import { InventoryServicesScreen } from '../../../features/inventory/InventoryServicesScreen';

export const Route = createFileRoute('/_app/toplevel/inventory-services')({ component: InventoryServicesScreen });
