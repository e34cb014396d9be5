import { createFileRoute } from '@tanstack/react-router';
import { InventoryReportScreen } from '../../../features/inventory/InventoryReportScreen';

export const Route = createFileRoute('/_app/inventory-admin/inventory-report')({ component: InventoryReportScreen });
