import { createFileRoute } from '@tanstack/react-router';
import { CategoriesScreen } from '../../../features/restaurant-admin/CategoriesScreen';

export const Route = createFileRoute('/_app/restaurant-admin/category')({ component: CategoriesScreen });
