import { Link } from '@tanstack/react-router';
import { Anchor, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  termOfUse: boolean;
}

export interface SignUpPageProps {
  form: UseFormReturnType<SignUpValues>;
  submitting: boolean;
  onSubmit: (values: SignUpValues) => void;
}

export function SignUpPage({ form, submitting, onSubmit }: SignUpPageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard title={t('signUp.title')} description={t('signUp.description')}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t('fields.firstName')}
              autoComplete="given-name"
              withAsterisk
              key={form.key('firstName')}
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('fields.lastName')}
              autoComplete="family-name"
              withAsterisk
              key={form.key('lastName')}
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            key={form.key('email')}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={t('fields.password')}
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
          <Checkbox
            key={form.key('termOfUse')}
            {...form.getInputProps('termOfUse', { type: 'checkbox' })}
            label={
              <Trans
                t={t}
                i18nKey="signUp.terms"
                components={{
                  // The spec's terms link points to the home page; a new tab keeps the form filled in.
                  terms: <Anchor href="/" target="_blank" rel="noopener" inherit />,
                }}
              />
            }
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('signUp.submit')}
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">{t('signUp.haveAccount')}</Text>
            <Anchor size="sm" renderRoot={(props) => <Link to="/auth/login" {...props} />}>
              {t('signUp.signIn')}
            </Anchor>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
