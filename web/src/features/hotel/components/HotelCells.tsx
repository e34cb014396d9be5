// Cells the hotel area lists share: a record's picture (served at /files/images/…) and its state.

import type { ComponentType } from 'react';
import { Avatar, Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PictureCell(props: {
  src: string | null | undefined;
  alt: string;
  icon: ComponentType<{ size?: number }>;
}) {
  const { src, alt, icon: Icon } = props;
  return (
    <Avatar src={src ?? null} alt={alt} radius="sm" size={40}>
      <Icon size={18} />
    </Avatar>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('hotel');
  return (
    <Badge variant="light" color={active ? 'green' : 'gray'}>
      {active ? t('common.active') : t('common.inactive')}
    </Badge>
  );
}
