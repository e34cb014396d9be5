import { createFileRoute } from '@tanstack/react-router';
import { VatRegistryPortalScreen } from '../../features/vat-registry/VatRegistryPortalScreen';

export const Route = createFileRoute('/_app/vat-registry-portal')({
  component: VatRegistryPortalScreen,
});
