import { createFileRoute } from '@tanstack/react-router';
import { ServicesScreen } from '../../../features/toplevel/ServicesScreen';

export const Route = createFileRoute('/_app/toplevel/services')({ component: ServicesScreen });
