import { Button, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';
import { BackLink } from './BackLink';

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordPageProps {
  form: UseFormReturnType<ForgotPasswordValues>;
  submitting: boolean;
  onSubmit: (values: ForgotPasswordValues) => void;
}

export function ForgotPasswordPage({ form, submitting, onSubmit }: ForgotPasswordPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      header={<BackLink to="/auth/login">{t('backToLogin')}</BackLink>}
      title={t('forgotPassword.title')}
      description={t('forgotPassword.description')}
    >
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
