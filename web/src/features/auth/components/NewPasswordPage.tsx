import { Button, PasswordInput, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { BackLink } from './BackLink';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordPageProps {
  form: UseFormReturnType<NewPasswordValues>;
  submitting: boolean;
  onSubmit: (values: NewPasswordValues) => void;
}

export function NewPasswordPage({ form, submitting, onSubmit }: NewPasswordPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      header={<BackLink to="/auth/login">{t('backToLogin')}</BackLink>}
      title={t('newPassword.title')}
      description={t('newPassword.description')}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <PasswordInput
            label={t('fields.newPassword')}
            description={t('passwordHint')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            withAsterisk
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('newPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
