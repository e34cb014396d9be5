// /create-inquiry (INQUIRY at ADD): the quote form; once the server has priced it, the quote with its
// price per room type, booked in one step or left open on /inquiries.

import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useConvertInquiryMutation, type InquiryFieldsFragment } from '../../graphql/hooks.gen';
import { formatAmount, formatShortDate } from '../../ui/format';
import { runAndNotify } from '../../ui/run-mutation';
import { useCan } from '../../session/permissions';
import { PageHeading } from '../../ui/PageHeading';
import { FrontOffice } from '../room/front-office';
import { InquiryForm } from './components/InquiryForm';
import { InquiryStatusBadge } from './InquiriesScreen';

export function CreateInquiryScreen() {
  return <FrontOffice>{(hotel) => <CreateInquiry hotelId={hotel.hotelId} />}</FrontOffice>;
}

function CreateInquiry({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation('guest');
  const [quote, setQuote] = useState<InquiryFieldsFragment | null>(null);
  const [formKey, setFormKey] = useState(0);
  const canAdd = useCan('INQUIRY', 'ADD');
  return (
    <Stack gap="lg">
      <PageHeading title={t('createInquiry.title')} description={t('createInquiry.description')} />
      {quote ? (
        <Quote
          hotelId={hotelId}
          inquiry={quote}
          onAnother={() => {
            setQuote(null);
            setFormKey((k) => k + 1);
          }}
        />
      ) : canAdd ? (
        <InquiryForm key={formKey} hotelId={hotelId} onSaved={setQuote} />
      ) : (
        <Text c="dimmed">{t('createInquiry.notAllowed')}</Text>
      )}
    </Stack>
  );
}

function Quote({
  hotelId,
  inquiry,
  onAnother,
}: {
  hotelId: number;
  inquiry: InquiryFieldsFragment;
  onAnother: () => void;
}) {
  const { t } = useTranslation('guest');
  const navigate = useNavigate();
  const [convert, { loading }] = useConvertInquiryMutation();
  const canEdit = useCan('INQUIRY', 'EDIT');
  const canReserve = useCan('RESERVATION', 'ADD');
  const canBook = canEdit && canReserve;
  const book = () =>
    runAndNotify(async () => {
      const result = (await convert({ variables: { hotelId, id: inquiry.id } })).data?.convertInquiry;
      if (result) {
        void navigate({ to: '/reservation/$reservationId', params: { reservationId: String(result.reservation.id) } });
      }
      return result;
    }, t('inquiries.convertFailed'));
  return (
    <Card withBorder padding="lg" data-testid="inquiry-quote">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {t('createInquiry.quoteTitle', { id: inquiry.id, guest: inquiry.guestName })}
        </Title>
        <InquiryStatusBadge status={inquiry.status} />
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {formatShortDate(inquiry.checkInDate)} – {formatShortDate(inquiry.checkOutDate)} ·{' '}
        {t('createInquiry.nights', { count: inquiry.nights })} · {inquiry.channelName}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('inquiry.roomType')}</Table.Th>
              <Table.Th>{t('inquiry.stayType')}</Table.Th>
              <Table.Th ta="right">{t('inquiry.count')}</Table.Th>
              <Table.Th ta="right">{t('inquiry.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inquiry.rooms.map((room, i) => (
              <Table.Tr key={i}>
                <Table.Td>{room.roomTypeName}</Table.Td>
                <Table.Td>{room.stayTypeName}</Table.Td>
                <Table.Td ta="right">{room.count}</Table.Td>
                <Table.Td ta="right">
                  {inquiry.currency} {formatAmount(room.total)}
                </Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td colSpan={3} fw={600}>
                {t('inquiry.total')}
              </Table.Td>
              <Table.Td ta="right" fw={700} data-testid="inquiry-total">
                {inquiry.currency} {formatAmount(inquiry.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="lg" gap="sm">
        {canBook && (
          <Button loading={loading} onClick={() => void book()}>
            {t('inquiries.convert')}
          </Button>
        )}
        <Button variant="default" component={Link} to="/inquiries">
          {t('createInquiry.toList')}
        </Button>
        <Button variant="subtle" onClick={onAnother}>
          {t('createInquiry.another')}
        </Button>
      </Group>
    </Card>
  );
}
