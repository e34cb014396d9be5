// /vat-registry-portal (VAT_REGISTRY; core-platform §2 Other entries, operations §2 Refund and VAT). The
// spec names the route and the registry form only; the portal is designed as the desk's quick way in:
// type a business customer's e-mail, and 600 ms after the last key (a basic e-mail pattern only,
// operations §5) the registry answers — the customer found (where it is used, whether invoices name it)
// with Edit (WRITE), or 'No customer is registered with this e-mail' with Register (WRITE), the form
// opened with the e-mail filled in. A failed lookup is silent (operations §8).

import { useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isValidEmail } from '@hotel/domain';
import type { VatCustomerFieldsFragment } from '../../graphql/hooks.gen';
import { useCan } from '../../session/permissions';
import { CrudDrawer, useCrudDialog } from '../../ui/data-table/CrudDialog';
import { PageHeading } from '../../ui/PageHeading';
import { FrontOffice } from '../room/front-office';
import { VatCustomerForm } from './components/VatCustomerForm';
import { useHotelVatCalls } from './hotel-vat';
import { useVatEmailLookup } from './use-vat-email-lookup';
import { RegistryTypes } from './VatRegistryScreen';

type Customer = VatCustomerFieldsFragment;

export function VatRegistryPortalScreen() {
  return <FrontOffice>{(hotel) => <Portal hotelId={hotel.hotelId} />}</FrontOffice>;
}

function Portal({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('vat-registry');
  const calls = useHotelVatCalls(hotelId);
  const canAdd = useCan('VAT_REGISTRY', 'ADD');
  const canEdit = useCan('VAT_REGISTRY', 'EDIT');
  const [email, setEmail] = useState('');
  // The e-mail in the field, to compare the lookup's answer with (set before the debounced lookup runs).
  const typedEmail = useRef('');
  const lookup = useVatEmailLookup<Customer>({ find: calls.find, current: () => typedEmail.current });
  const dialog = useCrudDialog<Customer>();
  const valid = isValidEmail(email.trim());
  const notFound = valid && lookup.found === null && !lookup.looking;
  const customer = lookup.found ?? null;

  return (
    <Stack gap="md" maw={760}>
      <PageHeading title={t('portal.title')} description={t('portal.description')} />
      <TextInput
        label={t('portal.email')}
        placeholder={t('portal.emailPlaceholder')}
        type="email"
        value={email}
        leftSection={<IconSearch size={16} />}
        rightSection={lookup.looking ? <Loader size="xs" aria-label={t('form.lookingUp')} /> : undefined}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setEmail(value);
          typedEmail.current = value;
          lookup.typed(value);
        }}
        onBlur={(event) => lookup.left(event.currentTarget.value)}
        error={email.trim() && !valid ? t('portal.notAnEmail') : undefined}
        data-testid="vat-portal-email"
      />
      {!email.trim() && <Text c="dimmed">{t('portal.hint')}</Text>}
      {customer && <CustomerCard customer={customer} hotelId={hotelId} canEdit={canEdit} onEdit={dialog.openEdit} />}
      {notFound && (
        <Alert color="gray" title={t('portal.notFound')} data-testid="vat-portal-not-found">
          {canAdd ? (
            <Button mt="xs" size="sm" leftSection={<IconUserPlus size={16} />} onClick={dialog.openCreate}>
              {t('create')}
            </Button>
          ) : (
            <Text size="sm">{t('portal.askToRegister')}</Text>
          )}
        </Alert>
      )}
      <CrudDrawer
        dialog={dialog}
        createTitle={t('create')}
        editTitle={t('edit')}
        onSaved={() => {
          lookup.reset();
          lookup.left(email);
        }}
      >
        {({ row, close, saved }) => (
          <VatCustomerForm<Customer>
            hotelId={hotelId}
            customer={row}
            initialEmail={email.trim()}
            find={calls.find}
            onOpen={(found) => dialog.openEdit(found)}
            save={(values) => calls.save(row, values)}
            onSaved={saved}
            onCancel={close}
          />
        )}
      </CrudDrawer>
    </Stack>
  );
}

function CustomerCard(props: {
  customer: Customer;
  hotelId: number;
  canEdit: boolean;
  onEdit: (customer: Customer) => void;
}) {
  const { t } = useTranslation('vat-registry');
  const { customer } = props;
  const own = customer.hotelId === props.hotelId;
  return (
    <Card withBorder padding="md" data-testid="vat-portal-customer">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600} size="lg">
            {customer.name}
          </Text>
          <Group gap="xs">
            {customer.onInvoices && (
              <Badge color="grape" variant="light">
                {t('portal.inUse')}
              </Badge>
            )}
            {props.canEdit && own && (
              <Button size="xs" variant="default" onClick={() => props.onEdit(customer)}>
                {t('portal.editCustomer')}
              </Button>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <Field label={t('form.vatNumber')} value={customer.vatNumber} />
          <Field label={t('form.email')} value={customer.email} />
          <Field label={t('form.address')} value={customer.address} />
          <Field
            label={t('seenBy')}
            value={
              own
                ? customer.onlyThisHotelView
                  ? t('thisHotel')
                  : t('wholeGroup')
                : t('sharedBy', { hotel: customer.hotelName ?? '' })
            }
          />
        </SimpleGrid>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('usedBy')}:
          </Text>
          <RegistryTypes types={customer.registryTypes} />
        </Group>
      </Stack>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
