// Yes/No confirmations (core §5 change password, operations §5 "Are you sure to …?", deletes).
// Two forms: ConfirmDialog, a controlled modal for a screen that shows progress while the confirmed
// action runs (DataTable's delete); and confirm(), a promise for an event handler:
//
//   if (await confirm({ message: t('vat.confirmUpdate') })) await updateVat();
//
// confirm() is answered by the one <ConfirmHost /> mounted in the app's providers.

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  /** Default: "Please confirm". */
  title?: ReactNode;
  message: ReactNode;
  /** Default: Yes. */
  confirmLabel?: ReactNode;
  /** Default: No. */
  cancelLabel?: ReactNode;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is running: the confirm button spins and nothing else can be pressed. */
  loading?: boolean;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation('form');
  const { opened, onConfirm, onCancel, loading = false, title, message, confirmLabel, cancelLabel, danger } = props;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!loading) onCancel();
      }}
      title={title ?? t('confirm.title')}
      centered
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      withCloseButton={!loading}
    >
      <Stack gap="lg">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            {cancelLabel ?? t('confirm.no')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
            {confirmLabel ?? t('confirm.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface PendingConfirm {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

let queue: readonly PendingConfirm[] = [];
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly PendingConfirm[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  hosts += 1;
  return () => {
    listeners.delete(listener);
    hosts -= 1;
  };
}

/** Asks the user; resolves true for Yes, false for No or a dismissal. One question at a time. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (hosts === 0) {
    // A missing host is a wiring mistake; asking natively beats silently refusing.
    console.error('confirm(): no <ConfirmHost /> is mounted; using the browser dialog');
    const text = [options.title, options.message].filter((part) => typeof part === 'string').join('\n\n');
    return Promise.resolve(window.confirm(text));
  }
  return new Promise((resolve) => setQueue([...queue, { id: nextId++, options, resolve }]));
}

function answer(pending: PendingConfirm, confirmed: boolean): void {
  setQueue(queue.filter((item) => item.id !== pending.id));
  pending.resolve(confirmed);
}

/** Renders the questions confirm() asks. Mount once, inside MantineProvider and I18nextProvider. */
export function ConfirmHost() {
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  // The last question stays rendered while the modal fades out.
  const [shown, setShown] = useState(current);
  if (current !== undefined && current !== shown) setShown(current);
  return (
    <ConfirmDialog
      {...shown?.options}
      message={shown?.options.message ?? null}
      opened={current !== undefined}
      onConfirm={() => current && answer(current, true)}
      onCancel={() => current && answer(current, false)}
    />
  );
}
