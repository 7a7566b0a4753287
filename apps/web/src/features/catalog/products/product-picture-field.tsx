import { Button, Stack, Text } from '@mantine/core';
import { ImagePicker } from '../../../components/image-picker';
import { useT } from '../../../i18n';
import { useCatalogMessage } from '../messages';
import type { ProductPicture } from './use-product-picture';

/** The product's picture on the touch grid (issue 19): pick one with a preview, or remove it. */
export function ProductPictureField({ picture }: { picture: ProductPicture }) {
  const t = useT();
  const say = useCatalogMessage();
  return (
    <Stack gap={4} align="flex-start">
      <ImagePicker
        label={t('catalog.picture.label')}
        shape="wide"
        file={picture.file}
        current={picture.shown}
        onChange={picture.choose}
        error={say(picture.error)}
      />
      {picture.shown && !picture.file && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={picture.remove}>
          {t('catalog.picture.remove')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('catalog.picture.help')}
      </Text>
    </Stack>
  );
}
