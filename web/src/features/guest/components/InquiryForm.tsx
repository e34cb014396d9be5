// The inquiry form (core-platform §2 /create-inquiry): the guest, the dates, residency and channel,
// and the rooms wanted per room type (how many, with the adults and children in each, and the
// children's ages). The server prices it with the pricing engine when it is saved.

import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { optionalEmail } from '@hotel/domain';
import {
  useCreateInquiryMutation,
  useReservationChoicesQuery,
  type InquiryFieldsFragment,
} from '../../../graphql/hooks.gen';
import { FormActions, useEntityForm } from '../../../ui/form';
import { GuestFields, StayFields, optionsOf } from '../../reservation/components/StayFields';
import { useBusinessDate } from '../../reservation/use-business-date';

interface LineValues {
  roomTypeId: string | null;
  stayTypeId: string | null;
  count: number | string;
  adults: number | string;
  children: number | string;
  childAges: (number | string)[];
}

const emptyLine = (): LineValues => ({
  roomTypeId: null,
  stayTypeId: null,
  count: 1,
  adults: 2,
  children: 0,
  childAges: [],
});

export interface InquiryFormProps {
  hotelId: number;
  onSaved: (inquiry: InquiryFieldsFragment) => void;
}

export function InquiryForm({ hotelId, onSaved }: InquiryFormProps) {
  const { t } = useTranslation('guest');
  const choices = useReservationChoicesQuery({ variables: { hotelId }, fetchPolicy: 'cache-and-network' });
  const [create] = useCreateInquiryMutation();
  // A quote's arrival is from the hotel's business date on.
  const businessDate = useBusinessDate(hotelId);
  const required = (value: unknown) => (value === null || value === '' ? t('refusal:REQUIRED_FIELD') : null);
  const { form, submit, submitting } = useEntityForm({
    initialValues: {
      guestName: '',
      guestEmail: '',
      guestPhone: '',
      checkInDate: null as string | null,
      checkOutDate: null as string | null,
      resident: 'resident' as 'resident' | 'nonResident',
      channelId: null as string | null,
      notes: '',
      rooms: [emptyLine()],
    },
    validate: {
      guestName: (value) => (value.trim() ? null : t('refusal:REQUIRED_FIELD')),
      guestEmail: (value) => (optionalEmail(value.trim()) ? t('refusal:INVALID_EMAIL') : null),
      checkInDate: (value) =>
        required(value) ?? (businessDate && value && value < businessDate ? t('refusal:CHECK_IN_IN_PAST') : null),
      checkOutDate: (value, values) =>
        required(value) ??
        (values.checkInDate && value && value <= values.checkInDate ? t('refusal:CHECK_OUT_NOT_AFTER_CHECK_IN') : null),
      channelId: required,
      rooms: {
        roomTypeId: required,
        stayTypeId: required,
        count: (value) => (Number(value) >= 1 && Number(value) <= 20 ? null : t('refusal:INQUIRY_ROOM_COUNT')),
        adults: (value) => (Number(value) >= 1 ? null : t('refusal:ADULTS_REQUIRED')),
      },
    },
    onSubmit: async (values) =>
      (
        await create({
          variables: {
            input: {
              hotelId,
              guestName: values.guestName.trim(),
              guestEmail: values.guestEmail.trim(),
              guestPhone: values.guestPhone.trim(),
              channelId: Number(values.channelId),
              resident: values.resident === 'resident',
              checkInDate: values.checkInDate ?? '',
              checkOutDate: values.checkOutDate ?? '',
              notes: values.notes.trim(),
              rooms: values.rooms.map((line) => ({
                roomTypeId: Number(line.roomTypeId),
                stayTypeId: Number(line.stayTypeId),
                count: Number(line.count),
                adults: Number(line.adults),
                children: Number(line.children),
                childAges: line.childAges.slice(0, Number(line.children)).map(Number),
              })),
            },
          },
        })
      ).data?.createInquiry,
    successMessage: (result) => result?.message,
    onSuccess: (result) => {
      if (result) onSaved(result.inquiry);
    },
  });
  const values = form.getValues();
  return (
    <form onSubmit={submit} noValidate aria-label={t('createInquiry.title')}>
      <Stack gap="lg">
        <Card withBorder padding="md">
          <Title order={3} size="h5" mb="sm">
            {t('createInquiry.guest')}
          </Title>
          <GuestFields form={form} />
        </Card>
        <Card withBorder padding="md">
          <Title order={3} size="h5" mb="sm">
            {t('createInquiry.stay')}
          </Title>
          <StayFields form={form} channels={choices.data?.channels.items} minCheckIn={businessDate} />
        </Card>
        {values.rooms.map((line, index) => {
          const path = (field: keyof LineValues) => `rooms.${index}.${field}`;
          const stayTypes = (choices.data?.stayTypes.items ?? []).filter(
            (stayType) => String(stayType.roomType.id) === line.roomTypeId,
          );
          const children = Math.max(0, Math.min(20, Number(line.children) || 0));
          return (
            <Card withBorder padding="md" key={index} data-testid={`line-${index}`}>
              <Group justify="space-between" mb="sm">
                <Title order={3} size="h5">
                  {t('createInquiry.line', { number: index + 1 })}
                </Title>
                {values.rooms.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('createInquiry.removeLine')}
                    onClick={() => form.removeListItem('rooms', index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }}>
                <Select
                  label={t('inquiry.roomType')}
                  required
                  searchable
                  data={optionsOf(choices.data?.roomTypes.items)}
                  {...form.getInputProps(path('roomTypeId'))}
                  onChange={(value) => {
                    form.setFieldValue(path('roomTypeId'), value);
                    form.setFieldValue(path('stayTypeId'), null);
                  }}
                />
                <Select
                  label={t('inquiry.stayType')}
                  required
                  data={optionsOf(stayTypes)}
                  {...form.getInputProps(path('stayTypeId'))}
                />
                <NumberInput
                  label={t('inquiry.count')}
                  required
                  min={1}
                  max={20}
                  allowDecimal={false}
                  {...form.getInputProps(path('count'))}
                />
                <NumberInput
                  label={t('inquiry.adults')}
                  required
                  min={1}
                  max={20}
                  allowDecimal={false}
                  {...form.getInputProps(path('adults'))}
                />
                <NumberInput
                  label={t('inquiry.children')}
                  min={0}
                  max={20}
                  allowDecimal={false}
                  {...form.getInputProps(path('children'))}
                  onChange={(value) => {
                    form.setFieldValue(path('children'), value);
                    const count = Math.max(0, Math.min(20, Number(value) || 0));
                    const ages = line.childAges.slice(0, count);
                    while (ages.length < count) ages.push('');
                    form.setFieldValue(path('childAges'), ages);
                  }}
                />
              </SimpleGrid>
              {children > 0 && (
                <SimpleGrid cols={{ base: 2, sm: 4, md: 6 }} mt="sm">
                  {Array.from({ length: children }, (_, child) => (
                    <NumberInput
                      key={child}
                      label={t('inquiry.childAge', { number: child + 1 })}
                      required
                      min={0}
                      max={17}
                      allowDecimal={false}
                      {...form.getInputProps(`rooms.${index}.childAges.${child}`)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Card>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('rooms', emptyLine())}
          >
            {t('createInquiry.addLine')}
          </Button>
        </Group>
        <Textarea label={t('inquiry.notes')} maxLength={1000} autosize minRows={2} {...form.getInputProps('notes')} />
        <FormActions submitting={submitting} submitLabel={t('createInquiry.submit')} />
      </Stack>
    </form>
  );
}
