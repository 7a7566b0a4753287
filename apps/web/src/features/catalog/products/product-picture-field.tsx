import { Button, Stack, Text } from '@mantine/core';
import { ImagePicker } from '../../../components/image-picker';
import type { ProductPicture } from './use-product-picture';

/** The product's picture on the touch grid (issue 19): pick one with a preview, or remove it. */
export function ProductPictureField({ picture }: { picture: ProductPicture }) {
  return (
    <Stack gap={4} align="flex-start">
      <ImagePicker
        label="Picture"
        shape="wide"
        file={picture.file}
        current={picture.shown}
        onChange={picture.choose}
        error={picture.error}
      />
      {picture.shown && !picture.file && (
        <Button size="compact-xs" variant="subtle" color="red" onClick={picture.remove}>
          Remove picture
        </Button>
      )}
      <Text size="xs" c="dimmed">
        Shown on the New Sale touch grid; products without one show their initial.
      </Text>
    </Stack>
  );
}
