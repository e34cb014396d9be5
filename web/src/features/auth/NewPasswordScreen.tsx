// Forgotten password, step 3 of 3: the new password, authorised by the token the verified code was
// exchanged for (core §2, §5 New password, §7 Reset password). The token arrives in history state.
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateNewPassword } from '@hotel/domain';
import { useResetPasswordMutation } from '../../graphql/hooks.gen';
import { notifySuccess } from '../../ui/notify';
import { NewPasswordPage, type NewPasswordValues } from './components/NewPasswordPage';
import { formFieldErrors, notifyFailure } from './form-failure';
import { useValidationMessages } from './validation-messages';

export function NewPasswordScreen() {
  const token = useLocation({ select: (location) => location.state.passwordResetToken });
  if (!token) return <Navigate to="/auth/forgot-password" replace />;
  return <NewPassword token={token} />;
}

function NewPassword({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { translateErrors, weakPassword } = useValidationMessages();
  const navigate = useNavigate();
  const [resetPassword] = useResetPasswordMutation();
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<NewPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => {
      const errors = translateErrors(validateNewPassword(values));
      const weak = errors['password'] ? null : weakPassword(values.password);
      return weak ? { ...errors, password: weak } : errors;
    },
  });

  const submit = async ({ password, confirmPassword }: NewPasswordValues) => {
    setSubmitting(true);
    try {
      const { data } = await resetPassword({ variables: { token, password, confirmPassword } });
      if (data) notifySuccess(t('notice:PASSWORD_RESET'));
      // Replace: the used token's page should not come back with the browser's Back button.
      await navigate({ to: '/auth/login/user', replace: true });
    } catch (error) {
      form.setErrors(formFieldErrors(error, ['password', 'confirmPassword']));
      notifyFailure(error, t('errors.generic'));
      setSubmitting(false);
    }
  };

  return (
    <NewPasswordPage
      form={form}
      submitting={submitting}
      onSubmit={(values) => {
        void submit(values);
      }}
    />
  );
}
