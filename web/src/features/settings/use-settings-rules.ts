// The domain's settings rules (@hotel/domain: user discount, minimum nights, limits) as translated
// Mantine form messages. The rules stay in the domain — the upstream runs the same ones — and the
// English texts are the spec's, verbatim.

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkMinimumNight,
  DISCOUNT_REASON,
  discountRule,
  isoDay,
  wholeNumberRule,
  type MinimumNightDraft,
  type MinimumNightField,
  type WholeNumberLimits,
} from '@hotel/domain';

export interface SettingsRules {
  /** operations §5 User discount: required, numeric, 0 to 100. */
  discount: (value: unknown) => string | null;
  /** operations §5 Minimum nights: field → message for every field at fault. */
  minimumNight: (
    draft: MinimumNightDraft,
    stored?: { startDate: string; endDate: string } | null,
  ) => Partial<Record<MinimumNightField, string>>;
  /** A whole number within limits; `tooSmall` replaces the message below the minimum. */
  wholeNumber: (limits: WholeNumberLimits, tooSmall?: string) => (value: unknown) => string | null;
}

export function useSettingsRules(): SettingsRules {
  const { t } = useTranslation('settings');
  return useMemo(
    () => ({
      discount: (value) => {
        const rule = discountRule(value);
        return rule ? t(`refusal:${DISCOUNT_REASON[rule]}`) : null;
      },
      minimumNight: (draft, stored) => {
        const errors: Partial<Record<MinimumNightField, string>> = {};
        for (const error of checkMinimumNight(draft, { today: isoDay(new Date()), stored }).errors) {
          errors[error.field] ??= t(`refusal:${error.reason}`, { n: error.max });
        }
        return errors;
      },
      wholeNumber: (limits, tooSmall) => (value) => {
        const rule = wholeNumberRule(value, limits);
        if (rule === 'TOO_SMALL' && tooSmall) return tooSmall;
        return rule ? t(`rules.wholeNumber.${rule}`, { min: limits.min, max: limits.max }) : null;
      },
    }),
    [t],
  );
}
