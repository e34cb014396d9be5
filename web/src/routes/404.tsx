import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../features/errors/ErrorPage';

export const Route = createFileRoute('/404')({ component: NotFoundPage });
