import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { showError } from '../../../components/global-error';
import { ImagePicker, imageFileError } from '../../../components/image-picker';
import { failureText, isApiError } from '../../../lib/api-error';
import { routeSaveError } from '../../../lib/form-errors';
import { useUpdateLogo } from '../api/update-logo';

/** Settings › Update Logo: the logo of the header, receipts and printouts (contract O30, O31). */
export function LogoTab({ logoUrl }: { logoUrl: string | null }) {
  const [file, setFile] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const upload = useUpdateLogo();
  const error = serverError ?? imageFileError(file) ?? undefined;

  function choose(next: File | null) {
    setFile(next);
    setServerError(undefined);
    setSaved(null);
  }

  async function remove() {
    try {
      await upload.mutateAsync(null);
      setSaved('The logo is removed.');
    } catch (failure) {
      showError(failureText(failure) ?? 'The logo could not be removed.');
    } finally {
      setConfirmRemove(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || error) return;
    try {
      await upload.mutateAsync(file);
      setFile(null);
      setSaved('The logo is updated.');
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
            {saved}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!file || Boolean(error)} loading={upload.isPending}>
            Upload logo
          </Button>
          <Button variant="default" onClick={() => choose(null)} disabled={!file}>
            Cancel
          </Button>
          {logoUrl && !file && (
            <Button variant="subtle" color="red" onClick={() => setConfirmRemove(true)}>
              Remove logo
            </Button>
          )}
        </Group>
        <ConfirmModal
          opened={confirmRemove}
          title="Remove the logo"
          confirmLabel="Remove"
          danger
          busy={upload.isPending}
          onCancel={() => setConfirmRemove(false)}
          onConfirm={remove}
        >
          The header, receipts and printouts of your company will show its name without a logo.
        </ConfirmModal>
      </Stack>
    </form>
  );
}
