import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// The spec credits "the developer company" without naming it; one constant to change.
export const DEVELOPER_COMPANY = { name: 'Hotel Back-Office Developers', url: '/' } as const;
export const COPYRIGHT_YEAR = 2023;

export function Footer() {
  const { t } = useTranslation('layout');
  return (
    <Group component="footer" justify="center" py="sm" px="md" gap={4}>
      <Text size="xs" c="dimmed">
        {t('footer.copyright', { year: COPYRIGHT_YEAR })}
      </Text>
      <Anchor size="xs" href={DEVELOPER_COMPANY.url} c="dimmed" underline="hover">
        {DEVELOPER_COMPANY.name}
      </Anchor>
    </Group>
  );
}
