import { createFileRoute } from '@tanstack/react-router';
import { HotelServicesScreen } from '../../../features/estate/HotelServicesScreen';
import { validateServicesSearch } from '../../../features/estate/estate-searches';

export const Route = createFileRoute('/_app/hotel-admin/hotel-service')({
  validateSearch: validateServicesSearch,
  component: () => <HotelServicesScreen scope="hotel" />,
});
