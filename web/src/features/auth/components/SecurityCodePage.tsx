import { Anchor, Center, Loader, PinInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SECURITY_CODE_LENGTH } from '@hotel/domain';
import { AuthCard } from './AuthCard';
import { BackLink } from './BackLink';

export interface SecurityCodePageProps {
  userName: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called once the code has all its digits. */
  onComplete: (code: string) => void;
  verifying: boolean;
  failed: boolean;
  onResend: () => void;
  resending: boolean;
}

export function SecurityCodePage({
  userName,
  code,
  onCodeChange,
  onComplete,
  verifying,
  failed,
  onResend,
  resending,
}: SecurityCodePageProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      header={<BackLink to="/auth/forgot-password">{t('back')}</BackLink>}
      title={t('securityCode.title')}
      description={t('securityCode.description', { userName, length: SECURITY_CODE_LENGTH })}
    >
      <Stack align="center">
        <PinInput
          length={SECURITY_CODE_LENGTH}
          type="number"
          inputMode="numeric"
          oneTimeCode
          autoFocus
          size="lg"
          value={code}
          onChange={onCodeChange}
          onComplete={onComplete}
          disabled={verifying}
          error={failed}
          ariaLabel={t('securityCode.codeLabel')}
        />
        <Center h={28}>{verifying ? <Loader size="sm" aria-label={t('securityCode.verifying')} /> : null}</Center>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={onResend} disabled={resending || verifying}>
            {t('securityCode.resend')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
