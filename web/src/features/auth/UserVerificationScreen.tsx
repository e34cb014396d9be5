// The user-created page (core §2 Auth; operations §2 Other): the link in the sign-up email. It
// confirms the account on load, then links to the login page with the email filled in.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../graphql/errors';
import { useConfirmUserMutation } from '../../graphql/hooks.gen';
import { UserVerificationPage, type UserVerificationState } from './components/UserVerificationPage';

export interface UserVerificationScreenProps {
  email: string;
  token: string;
}

export function UserVerificationScreen({ email, token }: UserVerificationScreenProps) {
  const { t } = useTranslation('auth');
  const [confirmUser] = useConfirmUserMutation();
  const [state, setState] = useState<UserVerificationState>({ status: 'confirming' });
  // The token is single-use: React's development double-run of effects must not spend it twice.
  // (The route gives each email/token pair its own instance.)
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmUser({ variables: { email, token } })
      .then(() => setState({ status: 'confirmed' }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error, t('errors.generic')) }));
  }, [confirmUser, email, token, t]);

  return <UserVerificationPage email={email} state={state} />;
}
