// Why a stay was cancelled, in the desk's language: the night audit's no-show is a key (NO_SHOW_REASON),
// any other reason the words the desk or the guest gave.

import type { TFunction } from 'i18next';
import { NO_SHOW_REASON } from '@hotel/domain';

export function cancellationReasonText(t: TFunction<'reservation'>, reason: string): string {
  if (reason === NO_SHOW_REASON) return t('cancellation.noShowReason');
  return reason.trim() || '—';
}
