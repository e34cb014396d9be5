// The domain's form rules (@hotel/domain validate*) answer field -> message, where a message is an
// i18n key of the spec (common.requiredField …) or the spec's literal text ('required field' …).
// This turns those answers into translated Mantine form errors; the rules themselves stay in domain.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '@mantine/form';
import {
  AuthMessage,
  LOGIN_INVALID_EMAIL_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  passwordStrength,
  type PasswordRule,
} from '@hotel/domain';

const TOO_LONG = /must be at most (\d+) characters$/;

export type TranslateRuleErrors = (errors: Partial<Record<string, string>>) => FormErrors;
export type DescribeWeakPassword = (password: string, previous?: string) => string | null;

export function useValidationMessages(): {
  translateErrors: TranslateRuleErrors;
  weakPassword: DescribeWeakPassword;
} {
  const { t } = useTranslation('auth');

  const translateOne = useCallback(
    (message: string): string => {
      switch (message) {
        case AuthMessage.REQUIRED_FIELD:
          return t('common.requiredField');
        case AuthMessage.NOT_VALID_EMAIL:
          return t('common.notValidEmail');
        case AuthMessage.CONFIRM_PASSWORD_ERROR:
          return t('common.confirmPasswordError');
        case AuthMessage.EMAIL_ERROR:
          return t('common.emailError');
        case LOGIN_REQUIRED_MESSAGE:
          return t('validation.loginRequired');
        case LOGIN_INVALID_EMAIL_MESSAGE:
          return t('validation.invalidEmail');
      }
      const tooLong = TOO_LONG.exec(message);
      // A message the web has no text for is shown as the domain wrote it rather than hidden.
      return tooLong ? t('validation.tooLong', { max: Number(tooLong[1]) }) : message;
    },
    [t],
  );

  const translateErrors = useCallback<TranslateRuleErrors>(
    (errors) => {
      const translated: FormErrors = {};
      for (const [field, message] of Object.entries(errors)) {
        if (message) translated[field] = translateOne(message);
      }
      return translated;
    },
    [translateOne],
  );

  /** The password-strength rule (core §5 German labels; the server enforces it too). */
  const weakPassword = useCallback<DescribeWeakPassword>(
    (password, previous) => {
      const failed = passwordStrength(password, previous);
      if (failed.length === 0) return null;
      const parts = failed.map((rule: PasswordRule) => t(`validation.passwordRule.${rule}`));
      return t('validation.weakPassword', { rules: parts.join(', ') });
    },
    [t],
  );

  return { translateErrors, weakPassword };
}
