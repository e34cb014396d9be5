// Month and weekday names of every date picker in the language the user chose (dayjs locales).
// Date pickers live only in the signed-in screens, so this wraps them there (AppLayout) rather than
// the whole app: the sign-in page does without @mantine/dates and dayjs.

import 'dayjs/locale/de';
import type { ReactNode } from 'react';
import { DatesProvider } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

export function LocalisedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? i18n.language }}>{children}</DatesProvider>;
}
