// A list of contact numbers (core §3 contactNumbersList): one tag per number, at most 10.

import { TagsInput, type TagsInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isValidPhoneNumber } from '@hotel/domain';

export const MAX_CONTACT_NUMBERS = 10;
const MAX_NUMBER_LENGTH = 30;

export function ContactNumbersInput(props: TagsInputProps) {
  const { t } = useTranslation('hotel');
  return (
    <TagsInput
      description={t('common.contactNumbersHint')}
      maxTags={MAX_CONTACT_NUMBERS}
      splitChars={[',', ';']}
      clearable
      {...props}
    />
  );
}

/** The form rule: at most 10 numbers of at most 30 characters, each a phone number (the domain's pattern). */
export function contactNumbersProblem(values: readonly string[], t: (key: string) => string): string | null {
  if (values.length > MAX_CONTACT_NUMBERS) return t('validation.tooManyNumbers');
  if (values.some((value) => value.length > MAX_NUMBER_LENGTH)) return t('validation.numberTooLong');
  if (values.some((value) => !isValidPhoneNumber(value))) return t('refusal:INVALID_PHONE_NUMBER');
  return null;
}
