import { createFileRoute } from '@tanstack/react-router';
import { ServiceCardsScreen } from '../../../features/hotel/ServiceCardsScreen';

export const Route = createFileRoute('/_app/toplevel/services')({ component: ServiceCardsScreen });
