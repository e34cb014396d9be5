// How a chosen period reads in titles and PDF subtitles.

import type { TFunction } from 'i18next';
import { formatDate } from '../../ui/format';

export function periodText(t: TFunction<'restaurant-admin'>, from?: string | null, to?: string | null): string {
  if (from && to)
    return from === to ? formatDate(from) : t('period.range', { from: formatDate(from), to: formatDate(to) });
  return t('period.all');
}
