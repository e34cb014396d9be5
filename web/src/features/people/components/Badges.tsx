// The small badges of the people lists: a user's level, enabled or disabled, active or not.

import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const LEVEL_COLOR: Record<string, string> = {
  ADMIN: 'red',
  GROUP: 'grape',
  HOTEL: 'indigo',
  SERVICE: 'blue',
  USER: 'gray',
};

export function LevelBadge({ level }: { level: string }) {
  const { t } = useTranslation('people');
  return (
    <Badge variant="light" color={LEVEL_COLOR[level] ?? 'gray'} style={{ flexShrink: 0, maxWidth: 'none' }}>
      {t(`level.${level}`)}
    </Badge>
  );
}

export function StateBadge({ active, on, off }: { active: boolean; on: string; off: string }) {
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? on : off}
    </Badge>
  );
}
