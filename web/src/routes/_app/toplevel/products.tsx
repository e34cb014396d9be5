import { createFileRoute } from '@tanstack/react-router';
import { HotelCardsScreen } from '../../../features/hotel/HotelCardsScreen';

export const Route = createFileRoute('/_app/toplevel/products')({ component: HotelCardsScreen });
