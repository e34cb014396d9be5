import { createFileRoute } from '@tanstack/react-router';
import { MailConfigScreen } from '../../../features/settings/MailConfigScreen';

export const Route = createFileRoute('/_app/group-admin/mail-config')({
  component: MailConfigScreen,
});
