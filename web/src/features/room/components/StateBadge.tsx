// Active or inactive, as every catalogue list shows it.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function StateBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('room');
  return (
    <Badge variant="light" color={active ? 'teal' : 'gray'} size="sm">
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}

/** The export value of the same column. */
export const stateText = (t: (key: string) => string, active: boolean) =>
  active ? t('room:common.active') : t('room:common.inactive');
