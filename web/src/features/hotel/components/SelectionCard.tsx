// A card to choose a group, hotel or service: image from the API (falling back to an icon),
// title, details; the whole card is one button.

import { useState, type ReactNode } from 'react';
import { Badge, Card, Center, Group, Image, Loader, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import classes from './SelectionCard.module.css';

export interface SelectionCardProps {
  title: string;
  subtitle?: string | null;
  details?: ReactNode;
  image: string | null;
  logo?: string | null;
  fallbackIcon: Icon;
  badge?: string | null;
  disabled?: boolean;
  loading?: boolean;
  onSelect: () => void;
}

function CardImage({ src, fallbackIcon: FallbackIcon }: { src: string | null; fallbackIcon: Icon }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Center h={140} className={classes.placeholder} aria-hidden>
        <FallbackIcon size={56} stroke={1.2} />
      </Center>
    );
  }
  return <Image src={src} alt="" h={140} fit="cover" onError={() => setFailed(true)} />;
}

export function SelectionCard(props: SelectionCardProps) {
  const { title, subtitle, details, image, logo, fallbackIcon, badge, disabled, loading, onSelect } = props;
  return (
    <UnstyledButton
      className={classes.button}
      onClick={onSelect}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-disabled={disabled || undefined}
    >
      <Card withBorder shadow="sm" padding="md" radius="md" className={classes.card}>
        <Card.Section>
          <CardImage src={image ?? logo ?? null} fallbackIcon={fallbackIcon} />
        </Card.Section>
        <Group justify="space-between" mt="md" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {title}
            </Text>
            {subtitle && (
              <Text size="sm" c="dimmed" truncate>
                {subtitle}
              </Text>
            )}
          </Stack>
          {loading ? <Loader size="sm" /> : badge ? <Badge variant="light">{badge}</Badge> : null}
        </Group>
        {details}
      </Card>
    </UnstyledButton>
  );
}
