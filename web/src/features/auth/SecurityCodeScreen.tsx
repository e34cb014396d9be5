// Forgotten password, step 2 of 3: the 6-digit one-time code (core §2; operations §2 Other, §4,
// §5 OTP, §8 OTP). The user name arrives in history state; without it the screen cannot work.
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isValidSecurityCode } from '@hotel/domain';
import { useForgotPasswordMutation, useVerifySecurityCodeMutation } from '../../graphql/hooks.gen';
import { notifySuccess } from '../../ui/notify';
import { SecurityCodePage } from './components/SecurityCodePage';
import { notifyFailure } from './form-failure';

export function SecurityCodeScreen() {
  const userName = useLocation({ select: (location) => location.state.passwordResetUserName });
  if (!userName) return <Navigate to="/auth/forgot-password" replace />;
  return <SecurityCode userName={userName} />;
}

function SecurityCode({ userName }: { userName: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [verify, { loading: verifying }] = useVerifySecurityCodeMutation();
  const [resend, { loading: resending }] = useForgotPasswordMutation();
  const [code, setCode] = useState('');
  const [failed, setFailed] = useState(false);

  const submit = async (value: string) => {
    if (!isValidSecurityCode(value) || verifying) return;
    setFailed(false);
    try {
      const { data } = await verify({ variables: { email: userName, code: value } });
      if (!data) throw new Error('verifySecurityCode answered no data');
      notifySuccess(t('notice:SECURITY_CODE_VERIFIED'));
      await navigate({
        to: '/auth/new-password',
        state: { passwordResetToken: data.verifySecurityCode.token },
      });
    } catch (error) {
      notifyFailure(error, t('errors.generic'), t('securityCode.failed'));
      setFailed(true);
      setCode('');
    }
  };

  const sendAgain = async () => {
    try {
      const { data } = await resend({ variables: { email: userName } });
      if (data) notifySuccess(t('notice:SECURITY_CODE_SENT'));
      setFailed(false);
      setCode('');
    } catch (error) {
      notifyFailure(error, t('errors.generic'));
    }
  };

  return (
    <SecurityCodePage
      userName={userName}
      code={code}
      onCodeChange={setCode}
      onComplete={(value) => {
        void submit(value);
      }}
      verifying={verifying}
      failed={failed}
      onResend={() => {
        void sendAgain();
      }}
      resending={resending}
    />
  );
}
