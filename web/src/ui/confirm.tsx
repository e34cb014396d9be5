// Yes/No confirmations (core §5 change password, operations §5 "Are you sure to …?", deletes).
// Two forms: ConfirmDialog (ui/ConfirmDialog.tsx), a controlled modal for a screen that shows
// progress while the confirmed action runs (DataTable's delete); and confirm(), a promise for an
// event handler:
//
//   if (await confirm({ message: t('vat.confirmUpdate') })) await updateVat();
//
// confirm() is answered by the one <ConfirmHost /> mounted in the app's providers.

import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

// Loaded with the first question, so the modal's code is not part of every page's first load.
const ConfirmDialog = lazy(() => import('./ConfirmDialog').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })));

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
  if (shown === undefined) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        {...shown.options}
        opened={current !== undefined}
        onConfirm={() => current && answer(current, true)}
        onCancel={() => current && answer(current, false)}
      />
    </Suspense>
  );
}
