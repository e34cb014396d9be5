// The proforma's VAT customer (/invoice/make-invoice; operations §7 PUT invoice/vat-registry-update/{id}):
// before a folio's invoice is issued the desk (INVOICE at WRITE) picks the business it is made out to
// from the hotel's VAT registry (VAT_REGISTRY at READ to search it), or clears it (the stay's customer
// or the guest). The proforma then shows the customer's name, address and VAT number, and the invoice
// issued freezes them. Once issued the server refuses the change (a credit note and a new invoice).

import { useState } from 'react';
import { Button, Group, Loader, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useHotelVatCustomersQuery, useUpdateInvoiceVatCustomerMutation } from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { serverNotice } from '../../../graphql/notices';
import { useCan } from '../../../session/permissions';
import { notifyError, notifySuccess } from '../../../ui/notify';

export interface InvoiceVatCustomerProps {
  hotelId: number;
  folioId: number;
  /** The customer the proforma is made out to now (the folio's, else the stay's), if any. */
  current: { id: number; name: string; vatNumber: string } | null;
  onChanged: () => void;
}

export function InvoiceVatCustomer(props: InvoiceVatCustomerProps) {
  const { t } = useTranslation('vat-registry');
  const canEdit = useCan('INVOICE', 'EDIT');
  const canSearch = useCan('VAT_REGISTRY', 'VIEW');
  if (!canEdit) return null;
  if (!canSearch) {
    return (
      <Text size="sm" c="dimmed">
        {t('invoice.noRight')}
      </Text>
    );
  }
  return <Picker {...props} />;
}

function Picker({ hotelId, folioId, current, onChanged }: InvoiceVatCustomerProps) {
  const { t } = useTranslation('vat-registry');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(current ? String(current.id) : null);
  const byNumber = /\d/.test(text);
  const { data, loading, error } = useHotelVatCustomersQuery({
    variables: {
      hotelId,
      page: 0,
      size: 20,
      name: !byNumber && text ? text : null,
      vatNumber: byNumber ? text : null,
    },
  });
  const [update, { loading: saving }] = useUpdateInvoiceVatCustomerMutation();
  const options = (data?.hotelVatCustomers.items ?? []).map((c) => ({
    value: String(c.id),
    label: `${c.name} · ${c.vatNumber}`,
  }));
  if (current && !options.some((o) => o.value === String(current.id))) {
    options.unshift({ value: String(current.id), label: `${current.name} · ${current.vatNumber}` });
  }
  const changed = chosen !== (current ? String(current.id) : null);
  const save = async () => {
    try {
      const { data: done } = await update({
        variables: { hotelId, folioId, vatRegistryId: chosen ? Number(chosen) : null },
      });
      if (!done) return;
      notifySuccess(serverNotice(done.updateInvoiceVatCustomer.message));
      onChanged();
    } catch (failure) {
      notifyError(errorMessage(failure, t('invoice.failed')));
    }
  };
  return (
    <Group align="flex-end" gap="xs" wrap="wrap" data-testid="invoice-vat-customer">
      <Select
        label={t('invoice.label')}
        description={t('invoice.hint')}
        placeholder={t('invoice.placeholder')}
        searchable
        clearable
        data={options}
        value={chosen}
        onChange={setChosen}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        rightSection={loading ? <Loader size="xs" /> : undefined}
        nothingFoundMessage={error ? t('invoice.loadFailed') : t('invoice.nothingFound')}
        error={error ? t('invoice.loadFailed') : undefined}
        style={{ flex: '1 1 280px' }}
        maw={520}
      />
      <Button variant="light" disabled={!changed} loading={saving} onClick={() => void save()}>
        {t('invoice.save')}
      </Button>
    </Group>
  );
}
