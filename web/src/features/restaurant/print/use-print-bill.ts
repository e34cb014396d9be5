// Printing a bill or a receipt from a screen: the restaurant's settings (paper and header) are read
// fresh at each print, so a paper just chosen in the settings applies at once.

import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  RestaurantSettingDocument,
  type OrderFieldsFragment,
  type PaymentMethod,
  type PrintedInvoiceFieldsFragment,
  type RestaurantSettingQuery,
  type RestaurantSettingQueryVariables,
} from '../../../graphql/hooks.gen';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage, isNetworkError } from '../../../graphql/errors';
import { notifyError } from '../../../ui/notify';
import { billOfOrder, receiptOfInvoice, type BillCustomer, type Translate } from './bill-document';

export interface PrintBill {
  /** The bill before payment; resolves true once the PDF is saved. */
  bill(input: {
    order: OrderFieldsFragment;
    paymentMethod: PaymentMethod;
    roomNumber: string | null;
    customer: BillCustomer | null;
  }): Promise<boolean>;
  /** The receipt of a paid invoice; `reprint` marks it a copy. */
  receipt(invoice: PrintedInvoiceFieldsFragment, options?: { reprint?: boolean }): Promise<boolean>;
}

export function usePrintBill(serviceId: number): PrintBill {
  const client = useApolloClient();
  const { t } = useTranslation('restaurant');
  const translate: Translate = useCallback((key, options) => t(key, options ?? {}), [t]);

  const run = useCallback(
    async (make: (setting: RestaurantSettingQuery['restaurantSetting']) => Parameters<typeof print>[0]) => {
      try {
        const { data } = await client.query<RestaurantSettingQuery, RestaurantSettingQueryVariables>({
          query: RestaurantSettingDocument,
          variables: { serviceId },
          fetchPolicy: 'network-only',
        });
        if (!data) return false;
        await print(make(data.restaurantSetting));
        return true;
      } catch (error) {
        // A refusal says why; a lost connection is already announced by the client; anything else
        // (a bill that does not add up, the PDF library failing) is this print's failure.
        if (CombinedGraphQLErrors.is(error)) notifyError(errorMessage(error));
        else if (!isNetworkError(error)) notifyError(t('print.failed'));
        return false;
      }
    },
    [client, serviceId, t],
  );

  return {
    bill: (input) => run((setting) => billOfOrder({ ...input, setting, printedAt: new Date(), t: translate })),
    receipt: (invoice, options = {}) =>
      run((setting) =>
        receiptOfInvoice({ invoice, setting, reprintedAt: options.reprint ? new Date() : null, t: translate }),
      ),
  };
}

async function print(bill: ReturnType<typeof billOfOrder>): Promise<void> {
  const { printBillPdf } = await import('./bill-pdf');
  await printBillPdf(bill);
}
