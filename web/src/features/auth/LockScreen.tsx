// Lock screen (core §2 Auth, §4 Other transitions, §9): clock and date refreshed every 10 seconds,
// the stored user's avatar and name; the password signs the same user in again. Opened at
// /auth/lock it returns to the previous page; shown in place of another page (the root shows it on
// every route while the session is locked) that page appears.
import { useEffect, useState } from 'react';
import { Navigate, useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useApolloClient } from '@apollo/client/react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { validateUnlock } from '@hotel/domain';
import { useUnlockMutation, type ViewerFieldsFragment } from '../../graphql/hooks.gen';
import { landAfterSignIn, saveSession, useSession, type StoredSession } from '../../session/session';
import { formatClock, formatFullDate } from '../../ui/format';
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
  const { t } = useTranslation('auth');
  const { translateErrors } = useValidationMessages();
  const client = useApolloClient();
  const router = useRouter();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const onLockPage = useRouterState({ select: (state) => state.location.pathname === '/auth/lock' });
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
      const { accessToken, viewer: unlocked } = data.unlock;
      const session: StoredSession = { accessToken, viewer: unlocked };
      saveSession(session);
      // Shown in place of a page: that page shows now. Opened directly (no page to go back to):
      // land as after a sign-in.
      if (!onLockPage) return;
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
      time={formatClock(now)}
      date={formatFullDate(now)}
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
