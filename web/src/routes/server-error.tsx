import { createFileRoute } from '@tanstack/react-router';
import { ServerErrorPage } from '../features/errors/ErrorPage';

export const Route = createFileRoute('/server-error')({ component: ServerErrorPage });
