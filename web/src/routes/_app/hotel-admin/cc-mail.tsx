import { createFileRoute } from '@tanstack/react-router';
import { CcMailScreen } from '../../../features/settings/CcMailScreen';
import { ccMailsSearch } from '../../../features/settings/table-searches';

export const Route = createFileRoute('/_app/hotel-admin/cc-mail')({
  validateSearch: ccMailsSearch.validate,
  component: CcMailScreen,
});
