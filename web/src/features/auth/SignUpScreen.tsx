// Sign-up (core §2 Auth, §4 Other transitions, §5 Sign-up, §8).
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateSignUp } from '@hotel/domain';
import { useSignUpMutation } from '../../graphql/hooks.gen';
import { notifySuccess } from '../../ui/notify';
import { SignUpPage, type SignUpValues } from './components/SignUpPage';
import { formFieldErrors, notifyFailure } from './form-failure';
import { useValidationMessages } from './validation-messages';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function SignUpScreen() {
  const { t } = useTranslation('auth');
  const { translateErrors, weakPassword } = useValidationMessages();
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const [submitting, setSubmitting] = useState(false);

  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    // Blank on purpose: the spec's hard-coded sample profile (core §9 "Demo defaults") is template
    // behaviour, not product behaviour.
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', termOfUse: false },
    validate: (values) => {
      const errors = translateErrors(validateSignUp(values));
      const weak = errors['password'] ? null : weakPassword(values.password);
      return weak ? { ...errors, password: weak } : errors;
    },
  });

  const submit = async (values: SignUpValues) => {
    setSubmitting(true);
    try {
      await signUp({
        variables: {
          input: {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
            password: values.password,
            confirmPassword: values.confirmPassword,
            termOfUse: values.termOfUse,
          },
        },
      });
      notifySuccess(t('notice:SIGNED_UP'));
      await navigate({ to: '/auth/login' });
    } catch (error) {
      form.setErrors(formFieldErrors(error, FIELDS));
      notifyFailure(error, t('errors.generic'));
      setSubmitting(false);
    }
  };

  return (
    <SignUpPage
      form={form}
      submitting={submitting}
      onSubmit={(values) => {
        void submit(values);
      }}
    />
  );
}
