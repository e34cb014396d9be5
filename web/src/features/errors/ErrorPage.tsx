// The full-page error screens of core §2 (/403, /404, /server-error) and the router's fallbacks.

import type { ReactNode } from 'react';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isAvailable } from '../../navigation/available';

export interface ErrorPageProps {
  code: string;
  title: string;
  description: string;
  actions?: ReactNode;
}

export function ErrorPage({ code, title, description, actions }: ErrorPageProps) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" maw={520} ta="center">
        <Text fz={96} fw={900} c="brand" lh={1} aria-hidden>
          {code}
        </Text>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        {actions && <Group justify="center">{actions}</Group>}
      </Stack>
    </Center>
  );
}

function HomeButton() {
  const { t } = useTranslation('errors');
  return (
    <Button component={Link} to="/">
      {t('backHome')}
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  return <ErrorPage code="404" title={t('notFound')} description={t('notFoundDescription')} actions={<HomeButton />} />;
}

export function ForbiddenPage() {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return (
    <ErrorPage
      code="403"
      title={t('forbidden')}
      description={t('forbiddenDescription')}
      actions={
        <>
          <HomeButton />
          {isAvailable('/logout') && (
            <Button variant="default" onClick={() => void navigate({ href: '/logout' })}>
              {t('common:actions.logout')}
            </Button>
          )}
        </>
      }
    />
  );
}

export interface ServerErrorPageProps {
  /** Retry the failed render (router error boundary); without it the page offers going home. */
  onRetry?: () => void;
}

export function ServerErrorPage({ onRetry }: ServerErrorPageProps) {
  const { t } = useTranslation('errors');
  return (
    <ErrorPage
      code="500"
      title={t('serverError')}
      description={t('serverErrorDescription')}
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>{t('common:actions.retry')}</Button>}
          <HomeButton />
        </>
      }
    />
  );
}
