import { createFileRoute } from '@tanstack/react-router';
import { HotelServicesScreen } from '../../../features/hotel/HotelServicesScreen';
import { validateServicesSearch } from '../../../features/hotel/hotel-searches';

export const Route = createFileRoute('/_app/service-admin/hotel-service')({
  validateSearch: validateServicesSearch,
  component: () => <HotelServicesScreen scope="service" />,
});
