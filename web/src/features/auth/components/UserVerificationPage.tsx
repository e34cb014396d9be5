import { Link } from '@tanstack/react-router';
import { Alert, Anchor, Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export type UserVerificationState =
  { status: 'confirming' } | { status: 'confirmed' } | { status: 'failed'; message: string };

export interface UserVerificationPageProps {
  email: string;
  state: UserVerificationState;
}

export function UserVerificationPage({ email, state }: UserVerificationPageProps) {
  const { t } = useTranslation('auth');

  if (state.status === 'confirming') {
    return (
      <AuthCard title={t('userVerification.confirmingTitle')}>
        <Center>
          <Loader aria-label={t('userVerification.confirming')} />
        </Center>
      </AuthCard>
    );
  }

  if (state.status === 'failed') {
    return (
      <AuthCard title={t('userVerification.failedTitle')}>
        <Alert color="red" icon={<IconAlertCircle />}>
          {state.message}
        </Alert>
        <Text size="sm" ta="center">
          <Anchor renderRoot={(props) => <Link to="/auth/login" {...props} />}>{t('backToLogin')}</Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      header={
        <Center>
          <ThemeIcon color="green" variant="light" size={64} radius="xl">
            <IconCircleCheck size={40} aria-hidden />
          </ThemeIcon>
        </Center>
      }
      title={t('userVerification.created')}
      description={t('userVerification.description')}
    >
      <Stack>
        <Button
          fullWidth
          renderRoot={(props) => <Link to="/auth/login/$userName" params={{ userName: email }} {...props} />}
        >
          {t('userVerification.goToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
