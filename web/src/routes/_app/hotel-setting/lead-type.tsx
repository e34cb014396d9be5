import { createFileRoute } from '@tanstack/react-router';
import { LeadTypesScreen } from '../../../features/audit/LeadTypesScreen';
import { leadTypesSearch } from '../../../features/audit/searches';

export const Route = createFileRoute('/_app/hotel-setting/lead-type')({
  validateSearch: leadTypesSearch.validate,
  component: LeadTypesScreen,
});
