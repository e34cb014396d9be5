import { createFileRoute } from '@tanstack/react-router';
import { ProductsScreen } from '../../../features/toplevel/ProductsScreen';

export const Route = createFileRoute('/_app/toplevel/products')({ component: ProductsScreen });
