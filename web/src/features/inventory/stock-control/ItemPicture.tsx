// Item pictures (issue 14, item master): a thumbnail in the items list and a row action that
// uploads a new one. The shared ImageInput refuses another type or a file over 5 MB with its
// message before anything is sent; the upstream checks the same and names the field.

import { useState } from 'react';
import { ActionIcon, Avatar, Button, Group, Modal, Stack, Tooltip } from '@mantine/core';
import { IconPackage, IconPhotoUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useItemPurchasingQuery, useUploadItemImageMutation } from '../../../graphql/hooks.gen';
import { errorMessage } from '../../../graphql/errors';
import { serverNotice } from '../../../graphql/notices';
import { useCan } from '../../../session/permissions';
import { ImageInput } from '../../../ui/form';
import { notifyError, notifySuccess } from '../../../ui/notify';

/** itemId → its picture URL, for the items list. */
export function useItemPictures(serviceId: number): { pictures: Map<number, string>; refetch: () => void } {
  const { data, refetch } = useItemPurchasingQuery({ variables: { serviceId }, fetchPolicy: 'cache-and-network' });
  const pictures = new Map<number, string>();
  for (const item of data?.itemPurchasing ?? []) if (item.image) pictures.set(item.itemId, item.image);
  return { pictures, refetch: () => void refetch().catch(() => undefined) };
}

export function ItemPictureCell({ src, name }: { src: string | undefined; name: string }) {
  return (
    <Avatar src={src ?? null} alt={name} radius="sm" size={36}>
      <IconPackage size={18} />
    </Avatar>
  );
}

/** The row action: a dialog with the picture field; Save uploads it. */
export function ItemPictureAction({
  serviceId,
  item,
  current,
  onSaved,
}: {
  serviceId: number;
  item: { id: number; name: string };
  current: string | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['inventory', 'common']);
  const canEdit = useCan('INVENTORY_ITEM', 'EDIT');
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  const [upload, uploading] = useUploadItemImageMutation();
  if (!canEdit) return null;
  const title = t('picture.title', { item: item.name });
  const save = async () => {
    if (!value) return;
    try {
      const result = (await upload({ variables: { serviceId, itemId: item.id, image: value } })).data?.uploadItemImage;
      if (result) notifySuccess(serverNotice(result.message));
      setOpen(false);
      onSaved();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };
  return (
    <>
      <Tooltip label={t('picture.upload')} withinPortal>
        <ActionIcon
          variant="subtle"
          aria-label={title}
          onClick={() => {
            setValue(current ?? null);
            setOpen(true);
          }}
        >
          <IconPhotoUp size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={title}>
        <Stack>
          <ImageInput label={t('picture.label')} value={value} onChange={setValue} alt={item.name} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button loading={uploading.loading} disabled={!value || value === current} onClick={() => void save()}>
              {t('common:actions.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
