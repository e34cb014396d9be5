// A food card (operations §2): image, name and price; an inactive item carries the 'Not available'
// overlay and cannot be chosen. Also the category cards of the menu pages (no price).

import type { KeyboardEvent } from 'react';
import { Card, Image, Text } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLkr } from '../../../ui/format';
import classes from './FoodCard.module.css';

export interface FoodCardProps {
  name: string;
  image: string | null;
  /** Omitted on category cards. */
  price?: unknown;
  /** False shows 'Not available' and ignores clicks. */
  active?: boolean;
  onChoose: () => void;
}

export function FoodCard({ name, image, price, active = true, onChoose }: FoodCardProps) {
  const { t } = useTranslation('restaurant');
  const choose = () => {
    if (active) onChoose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose();
    }
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="xs"
      className={classes.card}
      data-disabled={active ? undefined : true}
      role="button"
      tabIndex={active ? 0 : -1}
      aria-disabled={!active}
      aria-label={name}
      onClick={choose}
      onKeyDown={onKeyDown}
      data-testid="food-card"
    >
      {!active && <div className={classes.overlay}>{t('order.notAvailable')}</div>}
      <Card.Section>
        {image ? (
          <Image src={image} alt="" className={classes.image} />
        ) : (
          <div className={classes.placeholder}>
            <IconToolsKitchen2 size={36} />
          </div>
        )}
      </Card.Section>
      <Text fw={600} size="sm" mt="xs" lineClamp={2}>
        {name}
      </Text>
      {price !== undefined && (
        <Text size="sm" c="dimmed" fw={500}>
          {formatLkr(price)}
        </Text>
      )}
    </Card>
  );
}
