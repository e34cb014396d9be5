import type { ReactNode } from 'react';
import { Center, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, DEFAULT_LANGUAGE, LANGUAGES } from '../../../i18n';

export interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** Above the title: a back link, an avatar. */
  header?: ReactNode;
  /** Centre the title and description (the lock screen). */
  centered?: boolean;
  children: ReactNode;
}

/**
 * The centred card every public auth page is drawn in, with the language choice (core §1: en or
 * de, stored locally) so it can be made before signing in.
 */
export function AuthCard({ title, description, header, centered = false, children }: AuthCardProps) {
  const { t, i18n } = useTranslation('auth');
  const language = LANGUAGES.find((candidate) => candidate === i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  return (
    <Center mih="100dvh" p="md">
      <Stack w="100%" maw={440} gap="xs">
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="lg">
            {header}
            <Stack gap={4} ta={centered ? 'center' : undefined}>
              <Title order={2}>{title}</Title>
              {description ? (
                <Text c="dimmed" size="sm">
                  {description}
                </Text>
              ) : null}
            </Stack>
            {children}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <SegmentedControl
            size="xs"
            aria-label={t('language')}
            value={language}
            onChange={(chosen) => void changeLanguage(chosen)}
            data={LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
          />
        </Group>
      </Stack>
    </Center>
  );
}
