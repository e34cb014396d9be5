import { DataList, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProfileQuery } from '../../../graphql/hooks.gen';

export interface PersonalInfoSectionProps {
  viewer: ProfileQuery['me'];
}

export function PersonalInfoSection({ viewer }: PersonalInfoSectionProps) {
  const { t } = useTranslation('account');
  const { hotel, group, service } = viewer.profile;
  const none = (
    <Text span c="dimmed" inherit>
      {t('personalInfo.none')}
    </Text>
  );
  const rows = [
    { label: t('personalInfo.firstName'), value: viewer.firstName },
    { label: t('personalInfo.lastName'), value: viewer.lastName },
    { label: t('personalInfo.email'), value: viewer.email },
    { label: t('personalInfo.userName'), value: viewer.userName },
    { label: t('personalInfo.level'), value: t(`levels.${viewer.level}`) },
    { label: t('personalInfo.group'), value: group?.name ?? none },
    { label: t('personalInfo.hotel'), value: hotel?.name ?? none },
    {
      label: t('personalInfo.service'),
      value: service ? `${service.name} (${t(`serviceTypes.${service.serviceType}`)})` : none,
    },
  ];
  return (
    <DataList withDivider labelWidth={160}>
      {rows.map(({ label, value }) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
