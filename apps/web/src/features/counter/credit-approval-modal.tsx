import { Alert, Button, Group, List, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { describeApiError } from '../../lib/api-error';
import { approveCreditSale } from './api/customer-credit';

/**
 * A credit sale the server refused (beyond the customer's limit, or an overdue invoice blocks):
 * the figures, and a manager of the store approves it here with their username and password; the
 * sale is then sent again with the approval (docs/domain/credit.md, "The limit at the sale").
 */
export function CreditApprovalModal({
  messages,
  customer,
  sale,
  onApproved,
  onCancel,
}: {
  /** The server's refusal, with the figures. */
  messages: string[];
  customer: number;
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
    const result = await approveCreditSale({ username: username.trim(), password, customer, sale });
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
    <Modal opened onClose={onCancel} title="Credit refused: manager approval" centered size="lg">
      <form onSubmit={approve}>
        <Stack gap="sm">
          <Alert color="red" data-testid="credit-refusal">
            <List size="sm" spacing={4}>
              {messages.map((m) => (
                <List.Item key={m}>{m}</List.Item>
              ))}
            </List>
          </Alert>
          <Text size="sm">
            A manager of this store may approve this one sale with their username and password; the approval
            is recorded with the sale.
          </Text>
          <TextInput
            label="Manager username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            data-autofocus
            autoComplete="off"
            data-testid="credit-approval-username"
          />
          <PasswordInput
            label="Password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            autoComplete="off"
            data-testid="credit-approval-password"
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
