import { createFileRoute } from '@tanstack/react-router';
import { ForbiddenPage } from '../features/errors/ErrorPage';

export const Route = createFileRoute('/403')({ component: ForbiddenPage });
