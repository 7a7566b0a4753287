import { Alert, Button, Group, Modal, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useT } from '../../i18n';
import type { ApiResult } from '../../lib/api-client';
import { describeApiError } from '../../lib/api-error';

/** What a manager's approval answers: its token, and who gave it. */
interface Approval {
  approval: string;
  approved_by_name: string;
}

/**
 * A manager approves one sale on the cashier's screen with their username and password (an expired
 * batch, credit beyond the limit): what is asked is the caller's `intro`, the request its `request`.
 * Wrong passwords, a lost connection and other refusals show in the modal; the password is cleared.
 */
export function ManagerApprovalModal({
  title,
  size,
  intro,
  testIdPrefix,
  request,
  onApproved,
  onCancel,
}: {
  title: string;
  size?: string;
  intro: ReactNode;
  /** `<prefix>-username` and `<prefix>-password` name the two fields for tests. */
  testIdPrefix: string;
  request: (credentials: { username: string; password: string }) => Promise<ApiResult<Approval>>;
  onApproved: (approval: string, managerName: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function approve(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(t('counter.approval.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    const result = await request({ username: username.trim(), password });
    setBusy(false);
    if (result.ok) {
      onApproved(result.data.approval, result.data.approved_by_name);
      return;
    }
    setPassword('');
    const refused = result.error.fieldErrors('approval');
    if (result.error.status === 0) setError(t('counter.approval.offline'));
    else setError(refused.length > 0 ? refused.join(' ') : describeApiError(result.error));
  }

  return (
    <Modal opened onClose={onCancel} title={title} centered {...(size ? { size } : {})}>
      <form onSubmit={approve}>
        <Stack gap="sm">
          {intro}
          <TextInput
            label={t('counter.approval.username')}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            data-autofocus
            autoComplete="off"
            data-testid={`${testIdPrefix}-username`}
          />
          <PasswordInput
            label={t('counter.approval.password')}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="off"
            data-testid={`${testIdPrefix}-password`}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('counter.approval.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('counter.approval.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
