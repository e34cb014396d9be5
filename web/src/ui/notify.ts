// One place for toasts, so every screen shows server messages the same way (core §8: success shows
// the server message, anything else an error notification with it).

import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', message, title });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ color: 'red', message, title });
}

export function notifyInfo(message: string, title?: string): void {
  notifications.show({ color: 'blue', message, title });
}
