// The front office's registry calls as the shared form wants them: save (register or change) and the
// lookup by exact e-mail (VAT_REGISTRY at VIEW).

import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  VatCustomerByEmailDocument,
  useCreateHotelVatCustomerMutation,
  useUpdateHotelVatCustomerMutation,
  type VatCustomerByEmailQuery,
  type VatCustomerByEmailQueryVariables,
  type VatCustomerFieldsFragment,
} from '../../graphql/hooks.gen';
import type { VatCustomerValues } from './components/VatCustomerForm';

export function useHotelVatCalls(hotelId: number) {
  const client = useApolloClient();
  const [create] = useCreateHotelVatCustomerMutation();
  const [update] = useUpdateHotelVatCustomerMutation();
  const find = useCallback(
    async (email: string): Promise<VatCustomerFieldsFragment | null> => {
      const { data } = await client.query<VatCustomerByEmailQuery, VatCustomerByEmailQueryVariables>({
        query: VatCustomerByEmailDocument,
        variables: { hotelId, email },
        fetchPolicy: 'network-only',
      });
      return data?.vatCustomerByEmail ?? null;
    },
    [client, hotelId],
  );
  const save = useCallback(
    async (customer: VatCustomerFieldsFragment | null, values: VatCustomerValues) => {
      const input = { hotelId, ...values };
      if (customer) return (await update({ variables: { id: customer.id, input } })).data?.updateHotelVatCustomer;
      return (await create({ variables: { input } })).data?.createHotelVatCustomer;
    },
    [create, update, hotelId],
  );
  return { find, save };
}
