// Sign-in (core §2 Auth, §4 Session and Landing, §5 Login, §8).
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateLogin } from '@hotel/domain';
import { ErrorCode, errorCode, refusalText } from '../../graphql/errors';
import { useSignInMutation } from '../../graphql/session-hooks.gen';
import { landAfterSignIn, saveSession, type StoredSession } from '../../session/session';
import { notifyError } from '../../ui/notify';
import { LoginPage, type LoginValues } from './components/LoginPage';
import { formFieldErrors, notifyFailure } from './form-failure';
import { allowedRedirect } from './redirect-target';
import { readRememberedEmail, rememberEmail } from './remembered-email';
import { useValidationMessages } from './validation-messages';

export interface LoginScreenProps {
  /** The email from the route (already URI-decoded by the router); absent for 'user' and /auth/login. */
  userName?: string;
  redirect?: string;
}

export function LoginScreen({ userName, redirect }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const { translateErrors } = useValidationMessages();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signIn] = useSignInMutation();
  // Covers the sign-in call and the landing (permissions, profile) that follows it.
  const [submitting, setSubmitting] = useState(false);
  const [remembered] = useState(readRememberedEmail);

  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: userName ?? remembered ?? '', password: '', remember: remembered !== null },
    validate: (values) => translateErrors(validateLogin(values)),
  });

  const submit = async ({ email, password, remember }: LoginValues) => {
    setSubmitting(true);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password } });
      if (!data) throw new Error('signIn answered no data');
      const { accessToken, viewer } = data.signIn;
      const session: StoredSession = { accessToken, viewer };
      saveSession(session);
      rememberEmail(remember ? email.trim() : null);
      const landing = await landAfterSignIn(client, session);
      await navigate({ href: allowedRedirect(redirect) ?? landing, replace: true });
    } catch (error) {
      if (errorCode(error) === ErrorCode.UNAUTHENTICATED) {
        // core §5: a failed login shows the spec's text whatever the server words it as.
        notifyError(refusalText('WRONG_CREDENTIALS'));
      } else {
        form.setErrors(formFieldErrors(error, ['email', 'password']));
        notifyFailure(error, t('errors.generic'));
      }
      setSubmitting(false);
    }
  };

  return (
    <LoginPage
      form={form}
      submitting={submitting}
      onSubmit={(values) => {
        void submit(values);
      }}
    />
  );
}
