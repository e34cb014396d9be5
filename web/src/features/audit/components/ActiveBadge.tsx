import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('audit');
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
