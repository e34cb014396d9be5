// The picture inputs of a form in a grid, with the rule that a picture not replaced is kept.

import { Input, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ImageInput } from '../../../ui/form/ImageInput';
import type { FormValues } from '../../../ui/form/use-entity-form';

export interface PictureFieldsProps<Values extends FormValues> {
  form: UseFormReturnType<Values>;
  /** Form path → label. */
  fields: readonly { name: string; label: string }[];
  editing: boolean;
  cols?: number;
}

export function PictureFields<Values extends FormValues>({
  form,
  fields,
  editing,
  cols = 2,
}: PictureFieldsProps<Values>) {
  const { t } = useTranslation('hotel');
  return (
    <Input.Wrapper label={t('common.pictures')}>
      {editing && (
        <Text size="xs" c="dimmed" mb="xs">
          {t('common.keepPictures')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: cols }} spacing="sm">
        {fields.map((field) => (
          <ImageInput key={field.name} label={field.label} previewHeight={96} {...form.getInputProps(field.name)} />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
