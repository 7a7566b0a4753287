import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { confirmPasswordError, passwordError, type UserWire } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { saveOutcome } from '../../../lib/form-errors';
import { displayName } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { useSetPassword } from '../api/set-password';

const FIELDS = ['password', 'confirm_password'] as const;
const INITIAL = { password: '', confirm_password: '' };
const validate = (v: typeof INITIAL) => {
  const errors: Partial<Record<(typeof FIELDS)[number], string>> = {};
  const password = passwordError(v.password);
  const confirm = confirmPasswordError(v.password, v.confirm_password);
  if (password) errors.password = password;
  if (confirm) errors.confirm_password = confirm;
  return errors;
};

/** An admin sets or resets an operator's password; their open sessions end (`set-password/`). */
export function SetPasswordModal({ user, onClose }: { user: UserWire | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="Set password" centered>
      {user && <SetPasswordForm user={user} onClose={onClose} />}
    </Modal>
  );
}

function SetPasswordForm({ user, onClose }: { user: UserWire; onClose: () => void }) {
  const form = useForm(INITIAL, validate);
  const mutation = useSetPassword();
  const [done, setDone] = useState(false);
  const name = `${displayName(user)} (${user.username})`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.touchAll();
    if (!form.valid || mutation.isPending) return;
    const errors = await saveOutcome(() => mutation.mutateAsync({ id: user.id, ...form.values }), FIELDS);
    if (errors) form.setServerErrors(errors);
    else setDone(true);
  }

  if (done)
    return (
      <Stack>
        <Alert color="green" role="status">
          The password of {name} has been set. They are signed out everywhere and sign in with the new one.
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate aria-label="Set password">
      <Stack>
        <Text size="sm">
          New password for <strong>{name}</strong>.
        </Text>
        <PasswordInput
          label="Password"
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          value={form.values.password}
          onChange={(e) => form.set('password', e.currentTarget.value)}
          onBlur={() => form.touch('password')}
          error={form.error('password')}
        />
        <PasswordInput
          label="Confirm Password"
          withAsterisk
          autoComplete="new-password"
          value={form.values.confirm_password}
          onChange={(e) => form.set('confirm_password', e.currentTarget.value)}
          onBlur={() => form.touch('confirm_password')}
          error={form.error('confirm_password')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!form.valid} loading={mutation.isPending}>
            Set password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
