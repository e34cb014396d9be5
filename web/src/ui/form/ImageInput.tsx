// An image field: pick or drop a file, see it, remove it. Images go to the BFF as data URLs, so
// the value is a data URL (or, for an edited row, the URL of its current image). A file of another
// type or over 5 MB is refused with a message instead of being read.

import { useState, type DragEvent, type ReactNode } from 'react';
import { Button, FileButton, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, imageFileProblem, isPreviewableImage } from './image-file';

export interface ImageInputProps {
  /** A data URL, the current image's URL, or empty. */
  value?: string | null;
  /** A data URL of the chosen file, or null when the image is removed. */
  onChange: (value: string | null) => void;
  label?: ReactNode;
  description?: ReactNode;
  /** A form error (useForm's getInputProps passes it); a refused file's message wins. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** Preview height in px; default 160. */
  previewHeight?: number;
  /** The image's alt text; default the label when it is text. */
  alt?: string;
  onBlur?: () => void;
  'data-path'?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ImageInput(props: ImageInputProps) {
  const { t } = useTranslation('form');
  const { value, onChange, label, description, error, required, disabled, previewHeight = 160, onBlur } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const maxMb = IMAGE_MAX_BYTES / (1024 * 1024);

  const take = async (file: File | null | undefined) => {
    if (!file) return;
    const refused = imageFileProblem(file);
    if (refused) {
      setProblem(t(`image.${refused}`, { max: maxMb }));
      return;
    }
    setProblem(null);
    setReading(true);
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      setProblem(t('image.unreadable'));
    } finally {
      setReading(false);
      onBlur?.();
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void take(event.dataTransfer.files[0]);
  };

  return (
    <Input.Wrapper
      label={label}
      description={description ?? t('image.hint', { max: maxMb })}
      error={problem ?? error}
      required={required}
    >
      <Paper
        withBorder
        radius="md"
        p="sm"
        mt={4}
        data-path={props['data-path']}
        style={{
          borderStyle: 'dashed',
          borderColor: dragging ? 'var(--mantine-primary-color-filled)' : undefined,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Stack gap="sm" align="center">
          {isPreviewableImage(value) ? (
            <Image
              src={value}
              alt={props.alt ?? (typeof label === 'string' ? label : '')}
              h={previewHeight}
              w="auto"
              maw="100%"
              fit="contain"
              radius="sm"
            />
          ) : (
            <Stack gap={4} align="center" justify="center" h={previewHeight} c="dimmed">
              <IconPhoto size={36} stroke={1.5} aria-hidden />
              <Text size="sm">{t('image.placeholder')}</Text>
            </Stack>
          )}
          <Group gap="xs" justify="center">
            <FileButton onChange={(file) => void take(file)} accept={IMAGE_ACCEPT} disabled={disabled}>
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  size="xs"
                  variant="light"
                  leftSection={<IconUpload size={14} aria-hidden />}
                  loading={reading}
                  disabled={disabled}
                >
                  {value ? t('image.replace') : t('image.choose')}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                disabled={disabled || reading}
                onClick={() => {
                  setProblem(null);
                  onChange(null);
                }}
              >
                {t('image.remove')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
