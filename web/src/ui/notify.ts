// One place for toasts, so every screen shows server messages the same way (core §8: success shows
// the server message, anything else an error notification with it). Each notice closes at a fixed
// time after it shows: Mantine pauses its own timer while the pointer rests on any notice (one stayed
// over 48 s on the order screen), so the timer is ours and hover does not extend it. Errors stay
// longer, to be read, and still close. Where a notice sits is app/Notifications.tsx's business.

import { notifications, notificationsStore } from '@mantine/notifications';

export type NoticeKind = 'success' | 'info' | 'warning' | 'error';

/** How long a notice of each kind shows, in ms; the box carries it as data-lifetime-ms. */
export const NOTICE_LIFETIME_MS: Readonly<Record<NoticeKind, number>> = {
  success: 4000,
  info: 5000,
  warning: 8000,
  error: 8000,
};

const COLOUR: Readonly<Record<NoticeKind, string>> = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  error: 'red',
};

const closing = new Map<string, ReturnType<typeof setTimeout>>();

export interface NoticeOptions {
  title?: string;
  /** A notice shown again under the same id replaces the first and closes on its own time. */
  id?: string;
  /** Overrides the kind's lifetime (ms). */
  lifetimeMs?: number;
}

/** Shows a notice that closes after its lifetime whatever the pointer does; answers its id. */
export function notify(kind: NoticeKind, message: string, options: NoticeOptions = {}): string {
  const lifetime = options.lifetimeMs ?? NOTICE_LIFETIME_MS[kind];
  const data = {
    color: COLOUR[kind],
    message,
    title: options.title,
    autoClose: false,
    'data-notice-kind': kind,
    'data-lifetime-ms': lifetime,
  } as const;
  let id: string;
  const { notifications: shown, queue } = notificationsStore.getState();
  if (options.id && [...shown, ...queue].some((notice) => notice.id === options.id)) {
    id = options.id;
    notifications.update({ id, ...data });
  } else {
    id = notifications.show({ ...data, ...(options.id ? { id: options.id } : {}) });
  }
  clearTimeout(closing.get(id));
  closing.set(
    id,
    setTimeout(() => {
      closing.delete(id);
      notifications.hide(id);
    }, lifetime),
  );
  return id;
}

export function notifySuccess(message: string, title?: string): void {
  notify('success', message, { title });
}

export function notifyError(message: string, title?: string): void {
  notify('error', message, { title });
}

export function notifyInfo(message: string, title?: string): void {
  notify('info', message, { title });
}
