import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ConfirmModal } from '../../../components/confirm-modal';
import { showError } from '../../../components/global-error';
import { ImagePicker, imageFileError } from '../../../components/image-picker';
import { useT } from '../../../i18n';
import { failureText, isApiError } from '../../../lib/api-error';
import { routeSaveError } from '../../../lib/form-errors';
import { useUpdateLogo } from '../api/update-logo';

/** Settings › Update Logo: the logo of the header, receipts and printouts (contract O30, O31). */
export function LogoTab({ logoUrl }: { logoUrl: string | null }) {
  const t = useT();
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
      setSaved(t('organisation.logo.removed'));
    } catch (failure) {
      showError(failureText(failure) ?? t('organisation.logo.removeFailed'));
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
      setSaved(t('organisation.logo.updated'));
    } catch (failure) {
      if (isApiError(failure)) setServerError(routeSaveError(failure, ['image_url']).image_url);
      else showError(failureText(failure) ?? t('organisation.logo.uploadFailed'));
    }
  }

  return (
    <form onSubmit={submit} aria-label={t('organisation.logo.form')}>
      <Stack gap="md" maw={560}>
        <Text size="sm" c="dimmed">
          {t('organisation.logo.intro')}
        </Text>
        <ImagePicker
          label={t('organisation.logo.label')}
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
            {t('organisation.logo.upload')}
          </Button>
          <Button variant="default" onClick={() => choose(null)} disabled={!file}>
            {t('common.cancel')}
          </Button>
          {logoUrl && !file && (
            <Button variant="subtle" color="red" onClick={() => setConfirmRemove(true)}>
              {t('organisation.logo.remove')}
            </Button>
          )}
        </Group>
        <ConfirmModal
          opened={confirmRemove}
          title={t('organisation.logo.removeTitle')}
          confirmLabel={t('organisation.logo.removeConfirm')}
          danger
          busy={upload.isPending}
          onCancel={() => setConfirmRemove(false)}
          onConfirm={remove}
        >
          {t('organisation.logo.removeText')}
        </ConfirmModal>
      </Stack>
    </form>
  );
}
