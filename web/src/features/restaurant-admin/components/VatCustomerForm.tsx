// The restaurant admin's VAT registry form: the shared registry form (features/vat-registry) saving
// through the restaurant's calls (RESTAURANT_INVOICE), the customer registered with the type RESTAURANT.

import {
  useAdminCreateVatCustomerMutation,
  useAdminUpdateVatCustomerMutation,
  type AdminVatCustomerFieldsFragment,
} from '../../../graphql/hooks.gen';
import { VatCustomerForm as RegistryForm } from '../../vat-registry/components/VatCustomerForm';

export interface VatCustomerFormProps {
  serviceId: number;
  hotelId: number;
  customer: AdminVatCustomerFieldsFragment | null;
  onSaved: () => void;
  onCancel: () => void;
}

export function VatCustomerForm({ serviceId, hotelId, customer, onSaved, onCancel }: VatCustomerFormProps) {
  const [create] = useAdminCreateVatCustomerMutation();
  const [update] = useAdminUpdateVatCustomerMutation();
  return (
    <RegistryForm
      hotelId={hotelId}
      customer={customer}
      onSaved={onSaved}
      onCancel={onCancel}
      save={async (values) => {
        const input = { serviceId, hotelId, ...values };
        if (customer) return (await update({ variables: { id: customer.id, input } })).data?.updateVatRegistryCustomer;
        return (await create({ variables: { input } })).data?.createVatRegistryCustomer;
      }}
    />
  );
}
