import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { showError } from '../../../components/global-error';
import { ImagePicker, imageFileError } from '../../../components/image-picker';
import { failureText, isApiError } from '../../../lib/api-error';
import { routeSaveError } from '../../../lib/form-errors';
import { useUpdateLogo } from '../api/update-logo';

/** Settings › Update Logo: the logo of the header, receipts and printouts (contract O30, O31). */
export function LogoTab({ logoUrl }: { logoUrl: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const upload = useUpdateLogo();
  const error = serverError ?? imageFileError(file) ?? undefined;

  function choose(next: File | null) {
    setFile(next);
    setServerError(undefined);
    setSaved(false);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || error) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setSaved(true);
    } catch (failure) {
      if (isApiError(failure)) setServerError(routeSaveError(failure, ['image_url']).image_url);
      else showError(failureText(failure) ?? 'The logo could not be uploaded.');
    }
  }

  return (
    <form onSubmit={submit} aria-label="Update logo">
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed">
          The logo shows in the header, on receipts and on printouts of every user of your company.
        </Text>
        <ImagePicker
          label="Logo"
          shape="wide"
          file={file}
          current={logoUrl}
          onChange={choose}
          error={error}
        />
        {saved && (
          <Alert color="green" role="status">
            The logo is updated.
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!file || Boolean(error)} loading={upload.isPending}>
            Upload logo
          </Button>
          <Button variant="default" onClick={() => choose(null)} disabled={!file}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
