import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { confirmPasswordError, passwordError, type UserWire } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { saveOutcome } from '../../../lib/form-errors';
import { displayName } from '../../../lib/format';
import { useForm } from '../../../lib/use-form';
import { useSetPassword } from '../api/set-password';
import { useOrgLabels } from '../labels';

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
  const { t } = useOrgLabels();
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('organisation.setPassword.title')} centered>
      {user && <SetPasswordForm user={user} onClose={onClose} />}
    </Modal>
  );
}

function SetPasswordForm({ user, onClose }: { user: UserWire; onClose: () => void }) {
  const { t, message } = useOrgLabels();
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
          {t('organisation.setPassword.done', { name })}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('organisation.setPassword.close')}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={submit} noValidate aria-label={t('organisation.setPassword.title')}>
      <Stack>
        <Text size="sm">{t('organisation.setPassword.for', { name })}</Text>
        <PasswordInput
          label={t('organisation.password')}
          withAsterisk
          autoComplete="new-password"
          data-autofocus
          value={form.values.password}
          onChange={(e) => form.set('password', e.currentTarget.value)}
          onBlur={() => form.touch('password')}
          error={message(form.error('password'))}
        />
        <PasswordInput
          label={t('organisation.confirmPassword')}
          withAsterisk
          autoComplete="new-password"
          value={form.values.confirm_password}
          onChange={(e) => form.set('confirm_password', e.currentTarget.value)}
          onBlur={() => form.touch('confirm_password')}
          error={message(form.error('confirm_password'))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={!form.valid} loading={mutation.isPending}>
            {t('organisation.setPassword.title')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
