import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeApiError } from '../../lib/api-error';
import { approveExpiredSale } from './api/approve-expired-sale';

/**
 * A cashier's sale holds an expired batch: a manager of the store approves it here, on the
 * cashier's screen, with their username and password; the sale is then sent with the approval.
 */
export function ExpiredApprovalModal({
  batches,
  sale,
  onApproved,
  onCancel,
}: {
  /** The sale's batches: the approval covers the expired ones among them. */
  batches: number[];
  /** The sale's Idempotency-Key: the approval is for this sale only. */
  sale: string;
  onApproved: (approval: string, managerName: string) => void;
  onCancel: () => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function approve(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Enter the manager’s username and password.');
      return;
    }
    setBusy(true);
    setError(null);
    const result = await approveExpiredSale({ username: username.trim(), password, batches, sale });
    setBusy(false);
    if (result.ok) {
      onApproved(result.data.approval, result.data.approved_by_name);
      return;
    }
    setPassword('');
    const refused = result.error.fieldErrors('approval');
    if (result.error.status === 0) setError('No connection: a manager’s approval needs the network.');
    else setError(refused.length > 0 ? refused.join(' ') : describeApiError(result.error));
  }

  return (
    <Modal opened onClose={onCancel} title="Manager approval" centered>
      <form onSubmit={approve}>
        <Stack gap="sm">
          <Text size="sm">
            This sale holds a batch past its expiry date. A manager of this store approves selling it with
            their username and password; the approval is recorded with the sale.
          </Text>
          <TextInput
            label="Manager username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            data-autofocus
            autoComplete="off"
            data-testid="expired-approval-username"
          />
          <PasswordInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="off"
            data-testid="expired-approval-password"
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Approve and sell
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
