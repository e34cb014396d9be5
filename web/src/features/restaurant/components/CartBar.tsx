// The phone's cart bar (issue 10: on a phone the order sat 1,500 px below the menu): pinned to the
// foot of the screen over the menu, it shows the table, how many items are on its order and the
// total, says which dish was just added, and opens the order. The order can be sent from it too,
// with the same rule and label as the order panel's button.

import { useEffect, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronUp, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatLkr } from '../../../ui/format';
import classes from './CartBar.module.css';

export interface CartBarProps {
  /** The chosen table's number; null when the waiter has none. */
  tableNumber: string | null;
  /** Items on the table's order that count (sent and not yet sent), by quantity. */
  itemCount: number;
  /** The order's total as the server charges it; null before anything is sent. */
  total: unknown;
  /** What the lines not yet sent come to (before service charge and taxes); 0 when none. */
  unsentAmount: number;
  /** The dish added last, shown for a moment; `key` changes with every addition. */
  added: { name: string; key: number } | null;
  send: { label: string; enabled: boolean; busy: boolean };
  onSend: () => void;
  onOpen: () => void;
}

/** How long 'Added: {dish}' stays. */
export const ADDED_NOTE_MS = 2500;

export function CartBar(props: CartBarProps) {
  const { t } = useTranslation('restaurant');
  const { tableNumber, itemCount } = props;
  const addedKey = props.added?.key ?? null;
  // The note of an addition goes after a moment; the next addition brings a new one.
  const [expired, setExpired] = useState<number | null>(null);
  useEffect(() => {
    if (addedKey === null) return undefined;
    const timer = window.setTimeout(() => setExpired(addedKey), ADDED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [addedKey]);
  const table = tableNumber === null ? t('order.noTable') : t('table', { number: tableNumber });
  const unsent = props.unsentAmount > 0 ? formatLkr(props.unsentAmount) : null;
  // The order's total once something is sent; before that what the new lines come to.
  const amount = props.total !== null ? formatLkr(props.total) : (unsent ?? formatLkr(0));
  const note =
    unsent === null
      ? null
      : props.total === null
        ? t('cart.notYetOrdered')
        : t('cart.plusNotYetOrdered', { amount: unsent });
  const open = t('cart.open', { table, count: itemCount, amount });
  return (
    <Paper className={classes.bar} shadow="lg" withBorder role="region" aria-label={t('cart.label')}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <UnstyledButton className={classes.open} onClick={props.onOpen} aria-label={open} data-testid="cart-open">
          <Group gap="sm" wrap="nowrap">
            <div className={classes.icon}>
              <IconShoppingCart size={22} />
              <Badge
                key={props.added?.key ?? 0}
                className={classes.count}
                size="sm"
                circle={itemCount < 10}
                color="red"
                data-testid="cart-count"
              >
                {itemCount}
              </Badge>
            </div>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} truncate>
                {table}
              </Text>
              <Text size="sm" fw={600} truncate data-testid="cart-total">
                {amount}
              </Text>
              {note && (
                <Text size="xs" c="blue" truncate>
                  {note}
                </Text>
              )}
            </Stack>
            <IconChevronUp size={18} className={classes.chevron} aria-hidden />
          </Group>
        </UnstyledButton>
        <Button
          className={classes.send}
          disabled={!props.send.enabled}
          loading={props.send.busy}
          onClick={props.onSend}
        >
          {props.send.label}
        </Button>
      </Group>
      <div aria-live="polite" className={classes.added} data-testid="cart-added">
        {props.added && expired !== props.added.key && (
          <Text key={props.added.key} size="xs" fw={600} c="green.8" className={classes.addedText} truncate>
            {t('cart.added', { name: props.added.name })}
          </Text>
        )}
      </div>
    </Paper>
  );
}
