// Mantine validation rules built from the domain's patterns (domain/src/validation), with their
// messages translated. A rule answers null when the value is fine; every rule but `required`
// accepts an empty value, so combine them: rules.all(rules.required, rules.pattern('percentage')).

import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVALID_EMAIL_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  matchesPattern,
  optionalEmail,
  optionalPhoneNumber,
  optionalWebAddress,
  requiredEmail,
  type PatternName,
} from '@hotel/domain';

export type FieldRule = (value: unknown) => string | null;

export interface FieldRules {
  /** Not empty: no blank text, no empty list, not null. */
  required: FieldRule;
  /** core §5: the required email rule ('Required field', 'Invalid email'). */
  email: FieldRule;
  /** core §5: the optional email rule (empty accepted). */
  optionalEmail: FieldRule;
  /** A phone number by the domain's shared pattern, or empty; the upstream refuses the same (INVALID_PHONE_NUMBER). */
  phone: FieldRule;
  /** A web address, or empty; the upstream refuses the same (INVALID_WEB_ADDRESS). */
  webAddress: FieldRule;
  /** One of the shared input patterns (operations §5); `message` replaces the pattern's text. */
  pattern: (name: PatternName, message?: string) => FieldRule;
  maxLength: (max: number, message?: string) => FieldRule;
  /** A number (or numeric text) within [min, max]. */
  range: (min: number, max: number, message?: string) => FieldRule;
  /** The first failing rule's message. */
  all: (...rules: FieldRule[]) => FieldRule;
}

export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function useFieldRules(): FieldRules {
  const { t } = useTranslation('form');
  return useMemo(() => {
    const domainMessage = (message: string | null): string | null => {
      if (message === REQUIRED_FIELD_MESSAGE) return t('rules.required');
      if (message === INVALID_EMAIL_MESSAGE) return t('rules.invalidEmail');
      return message;
    };
    const text = (value: unknown): string => (typeof value === 'number' ? String(value) : String(value ?? ''));
    return {
      required: (value) => (isBlank(value) ? t('rules.required') : null),
      email: (value) => domainMessage(requiredEmail(typeof value === 'string' ? value : null)),
      optionalEmail: (value) => domainMessage(optionalEmail(typeof value === 'string' ? value : null)),
      phone: (value) =>
        optionalPhoneNumber(typeof value === 'string' ? value : null) ? t('refusal:INVALID_PHONE_NUMBER') : null,
      webAddress: (value) =>
        optionalWebAddress(typeof value === 'string' ? value : null) ? t('refusal:INVALID_WEB_ADDRESS') : null,
      pattern: (name, message) => (value) =>
        isBlank(value) || matchesPattern(name, text(value).trim()) ? null : (message ?? t(`rules.pattern.${name}`)),
      maxLength: (max, message) => (value) =>
        [...text(value)].length > max ? (message ?? t('rules.maxLength', { max })) : null,
      range: (min, max, message) => (value) => {
        if (isBlank(value)) return null;
        const number = typeof value === 'number' ? value : Number(text(value));
        return Number.isFinite(number) && number >= min && number <= max
          ? null
          : (message ?? t('rules.range', { min, max }));
      },
      all:
        (...rules) =>
        (value) => {
          for (const rule of rules) {
            const message = rule(value);
            if (message) return message;
          }
          return null;
        },
    };
  }, [t]);
}

/** For a validate function over all values: drops the fields without a message. */
export function compactErrors(errors: Record<string, ReactNode | null | undefined>): Record<string, ReactNode> {
  const result: Record<string, ReactNode> = {};
  for (const [field, message] of Object.entries(errors)) if (message) result[field] = message;
  return result;
}
