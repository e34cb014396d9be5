// Forgotten password, step 1 of 3: the email the one-time code is sent to (core §2, §5, §7).
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateForgotPassword } from '@hotel/domain';
import { useForgotPasswordMutation } from '../../graphql/hooks.gen';
import { notifySuccess } from '../../ui/notify';
import { ForgotPasswordPage, type ForgotPasswordValues } from './components/ForgotPasswordPage';
import { formFieldErrors, notifyFailure } from './form-failure';
import { useValidationMessages } from './validation-messages';

export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const { translateErrors } = useValidationMessages();
  const navigate = useNavigate();
  const [forgotPassword] = useForgotPasswordMutation();
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<ForgotPasswordValues>({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: (values) => translateErrors(validateForgotPassword(values)),
  });

  const submit = async ({ email }: ForgotPasswordValues) => {
    const userName = email.trim();
    setSubmitting(true);
    try {
      const { data } = await forgotPassword({ variables: { email: userName } });
      if (data) notifySuccess(t('notice:SECURITY_CODE_SENT'));
      // The user name travels in history state, as the spec says; see history-state.ts.
      await navigate({ to: '/auth/security-code', state: { passwordResetUserName: userName } });
    } catch (error) {
      form.setErrors(formFieldErrors(error, ['email']));
      notifyFailure(error, t('errors.generic'));
      setSubmitting(false);
    }
  };

  return (
    <ForgotPasswordPage
      form={form}
      submitting={submitting}
      onSubmit={(values) => {
        void submit(values);
      }}
    />
  );
}
