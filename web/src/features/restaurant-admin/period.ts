// How a chosen period reads in titles and PDF subtitles.

import type { TFunction } from 'i18next';

export function periodText(t: TFunction<'restaurant-admin'>, from?: string | null, to?: string | null): string {
  if (from && to) return from === to ? from : t('period.range', { from, to });
  return t('period.all');
}
