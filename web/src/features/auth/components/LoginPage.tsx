import { Link } from '@tanstack/react-router';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginPageProps {
  form: UseFormReturnType<LoginValues>;
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
}

export function LoginPage({ form, submitting, onSubmit }: LoginPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('login.title')} description={t('login.description')}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
            autoComplete="current-password"
            withAsterisk
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" wrap="nowrap">
            <Checkbox
              label={t('login.remember')}
              key={form.key('remember')}
              {...form.getInputProps('remember', { type: 'checkbox' })}
            />
            <Anchor size="sm" renderRoot={(props) => <Link to="/auth/forgot-password" {...props} />}>
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor renderRoot={(props) => <Link to="/auth/sign-up" {...props} />}>{t('login.signUp')}</Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
