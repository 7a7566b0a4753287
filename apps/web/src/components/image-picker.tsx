import { Avatar, Button, Center, FileButton, Group, Input, Stack, Text, UnstyledButton } from '@mantine/core';
import { MSG } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { useT } from '../i18n';

/** The server takes PNG, JPEG and WebP of at most 2 MB and checks the content itself. */
export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp';
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The message for a picked file before it is sent, or null. */
export function imageFileError(file: File | null): string | null {
  if (!file) return null;
  if (!IMAGE_TYPES.split(',').includes(file.type)) return MSG.imageInvalid;
  return file.size > IMAGE_MAX_BYTES ? MSG.imageTooLarge : null;
}

/** A preview URL for a picked file, released when the file changes or the picker goes away. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface ImagePickerProps {
  label: string;
  file: File | null;
  /** What is stored now (shown until a file is picked). */
  current?: string | null;
  onChange: (file: File | null) => void;
  error?: string | undefined;
  /** `circle` for profile pictures, `wide` for logos. */
  shape?: 'circle' | 'wide';
}

/** Pick an image, see it before saving. */
export function ImagePicker({ label, file, current, onChange, error, shape = 'circle' }: ImagePickerProps) {
  const t = useT();
  const preview = usePreview(file) ?? current ?? null;
  const what = label.toLowerCase();
  // The picker's own refusals (imageFileError) in the reader's language; others come translated.
  const shown =
    error === MSG.imageInvalid
      ? t('imagePicker.invalid')
      : error === MSG.imageTooLarge
        ? t('imagePicker.tooLarge')
        : error;
  const size = shape === 'circle' ? 72 : 96;
  return (
    <Stack gap={4}>
      <Input.Label component="div">{label}</Input.Label>
      <Group gap="md" align="center">
        {shape === 'wide' && !preview ? (
          <Center w={200} h={96} bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
            <Text size="sm" c="dimmed">
              {t('imagePicker.none', { what })}
            </Text>
          </Center>
        ) : (
          <Avatar
            src={preview}
            alt={preview ? t('imagePicker.preview', { what: label }) : ''}
            size={size}
            radius={shape === 'circle' ? 'xl' : 'sm'}
            w={shape === 'wide' ? 200 : size}
            styles={{
              root: shape === 'wide' ? { border: '1px solid var(--mantine-color-gray-3)' } : undefined,
              image: { objectFit: shape === 'wide' ? 'contain' : 'cover' },
            }}
          />
        )}
        <Stack gap={4} align="flex-start">
          <FileButton onChange={onChange} accept={IMAGE_TYPES}>
            {(props) => (
              <Button {...props} size="xs" variant="default" aria-label={t('imagePicker.choose', { what })}>
                {file ? t('imagePicker.chooseAnother') : t('imagePicker.chooseImage')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {file ? file.name : t('imagePicker.formats')}
          </Text>
          {file && (
            <UnstyledButton fz="xs" c="dimmed" td="underline" onClick={() => onChange(null)}>
              {t('imagePicker.clear')}
            </UnstyledButton>
          )}
        </Stack>
      </Group>
      {shown && (
        <Text size="xs" c="red.7" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
