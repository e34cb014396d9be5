// A server's success message in the user's language. Every write answers a text of the domain's
// notice catalogue (NOTICES; the upstream cannot answer another), so its key is known from it, and
// the screen shows the key's translation: "Hotel created" reads "Hotel angelegt" in German. A text
// the catalogue does not know (a production service's own wording) shows as the server sent it.

import i18next from 'i18next';
import { noticeOfText } from '@hotel/domain';

export function serverNotice(message: string): string {
  const key = noticeOfText(message);
  return key && i18next.exists(`notice:${key}`) ? i18next.t(`notice:${key}`) : message;
}
