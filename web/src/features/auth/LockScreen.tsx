// Lock screen (core §2 Auth, §4 Other transitions, §9): clock and date refreshed every 10 seconds,
// the stored user's avatar and name; the password signs the same user in again and returns to the
// previous page.
import { useEffect, useState } from 'react';
import { Navigate, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateUnlock } from '@hotel/domain';
import { useUnlockMutation, type ViewerFieldsFragment } from '../../graphql/hooks.gen';
import { landAfterSignIn, saveSession, useSession, type StoredSession } from '../../session/session';
import { LockPage, type LockValues } from './components/LockPage';
import { formFieldErrors, notifyFailure } from './form-failure';
import { useValidationMessages } from './validation-messages';

/** core §9 "Lock screen clock tick 10 seconds". */
const CLOCK_TICK_MS = 10_000;

export function LockScreen() {
  const { viewer } = useSession();
  // unlock needs the current user's token; without a session there is nobody to unlock.
  if (!viewer) return <Navigate to="/auth/login/user" replace />;
  return <Lock viewer={viewer} />;
}

function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function Lock({ viewer }: { viewer: ViewerFieldsFragment }) {
  const { t, i18n } = useTranslation('auth');
  const { translateErrors } = useValidationMessages();
  const client = useApolloClient();
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const [unlock] = useUnlockMutation();
  const [submitting, setSubmitting] = useState(false);
  const now = useClock();

  const form = useForm<LockValues>({
    mode: 'uncontrolled',
    initialValues: { password: '' },
    validate: (values) => translateErrors(validateUnlock(values)),
  });

  const submit = async ({ password }: LockValues) => {
    setSubmitting(true);
    try {
      const { data } = await unlock({ variables: { password } });
      if (!data) throw new Error('unlock answered no data');
      const { accessToken, refreshToken, viewer: unlocked } = data.unlock;
      const session: StoredSession = { accessToken, refreshToken, viewer: unlocked };
      saveSession(session);
      // Opened directly (no page to go back to): land as after a sign-in.
      if (canGoBack) router.history.back();
      else await navigate({ href: await landAfterSignIn(client, session), replace: true });
    } catch (error) {
      form.setErrors(formFieldErrors(error, ['password']));
      notifyFailure(error, t('errors.generic'));
      setSubmitting(false);
    }
  };

  const fullName = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.userName;
  return (
    <LockPage
      time={new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(now)}
      date={new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(now)}
      fullName={fullName}
      email={viewer.email}
      avatarUrl={viewer.imgUrl}
      form={form}
      submitting={submitting}
      onSubmit={(values) => {
        void submit(values);
      }}
    />
  );
}
