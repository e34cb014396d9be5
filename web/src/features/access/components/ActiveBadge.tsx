// A role's active flag in a list.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('access');
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? t('roles.active') : t('roles.inactive')}
    </Badge>
  );
}
