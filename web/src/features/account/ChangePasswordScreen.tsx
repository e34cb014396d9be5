// Change password (core §2 Account, §4 Other transitions, §5 Change password, §7): the page warns
// that the system restarts, a Yes/No confirmation precedes the call, and a success logs out.
import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateChangePassword } from '@hotel/domain';
import { useChangePasswordMutation } from '../../graphql/hooks.gen';
import { formFieldErrors, notifyFailure } from '../auth/form-failure';
import { useSignOut } from '../auth/use-sign-out';
import { useValidationMessages } from '../auth/validation-messages';
import { ChangePasswordPage, type ChangePasswordValues } from './components/ChangePasswordPage';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

export function ChangePasswordScreen() {
  const { t } = useTranslation('account');
  const { translateErrors, weakPassword } = useValidationMessages();
  const signOut = useSignOut();
  const [changePassword] = useChangePasswordMutation();
  const [pending, setPending] = useState<ChangePasswordValues | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<ChangePasswordValues>({
    mode: 'uncontrolled',
    initialValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = translateErrors(validateChangePassword(values));
      const weak = errors['newPassword'] ? null : weakPassword(values.newPassword, values.oldPassword);
      return weak ? { ...errors, newPassword: weak } : errors;
    },
  });

  const confirm = async () => {
    if (!pending) return;
    setSubmitting(true);
    try {
      await changePassword({
        variables: { oldPassword: pending.oldPassword, newPassword: pending.newPassword },
      });
      // The server has revoked every token of the user: log out as /logout does.
      await signOut(t('notice:PASSWORD_CHANGED'));
    } catch (error) {
      form.setErrors(formFieldErrors(error, FIELDS));
      notifyFailure(error, t('errors.generic'));
      setPending(null);
      setSubmitting(false);
    }
  };

  return (
    <ChangePasswordPage
      form={form}
      onSubmit={setPending}
      confirming={pending !== null}
      onConfirm={() => {
        void confirm();
      }}
      onCancel={() => setPending(null)}
      submitting={submitting}
    />
  );
}
