import { Alert, Button, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { confirmPasswordError, landingPath, MSG, passwordError, type UserWire } from '@tillwise/domain';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { toActor } from '../../../lib/actor';
import { saveOutcome } from '../../../lib/form-errors';
import { queryKeys } from '../../../lib/query-keys';
import { setToken } from '../../../lib/token-store';
import { useForm } from '../../../lib/use-form';
import { useChangePassword } from '../api/change-password';
import { useOrgLabels } from '../labels';

const FIELDS = ['old_password', 'password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];
const INITIAL: Record<Field, string> = { old_password: '', password: '', confirm_password: '' };

const validate = (v: Record<Field, string>) => {
  const errors: Partial<Record<Field, string>> = {};
  if (!v.old_password) errors.old_password = MSG.fieldRequired;
  const password = passwordError(v.password);
  if (password) errors.password = password;
  const confirm = confirmPasswordError(v.password, v.confirm_password);
  if (confirm) errors.confirm_password = confirm;
  return errors;
};

const LABELS = {
  old_password: 'organisation.password.current',
  password: 'organisation.password.new',
  confirm_password: 'organisation.confirmPassword',
} as const satisfies Record<Field, string>;

/**
 * `/change-password`, from the user dropdown: every signed-in user changes their own password.
 * Other sessions end; this one carries on with the token the answer brings.
 */
export function ChangePasswordPage({ me }: { me: UserWire }) {
  const { t, message } = useOrgLabels();
  const queryClient = useQueryClient();
  const form = useForm(INITIAL, validate);
  const mutation = useChangePassword();
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.touchAll();
    if (!form.valid || mutation.isPending) return;
    const errors = await saveOutcome(async () => {
      const { token } = await mutation.mutateAsync(form.values);
      // Keep the user on screen under the new token, so the header does not blink.
      queryClient.setQueryData(queryKeys.currentUser(token), me);
      setToken(token);
    }, FIELDS);
    if (errors) form.setServerErrors(errors);
    else setDone(true);
  }

  return (
    <>
      <PageTitle title={t('organisation.password.title')} />
      <Paper withBorder radius="md" p="lg" maw={460}>
        {done ? (
          <Stack>
            <Alert color="green" role="status" title={t('organisation.password.changedTitle')}>
              {t('organisation.password.changed', { username: me.username })}
            </Alert>
            <Group justify="flex-end">
              <Button component={Link} to={landingPath(toActor(me))}>
                {t('organisation.password.done')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('organisation.password.title')}>
            <Stack>
              <Text size="sm" c="dimmed">
                {t('organisation.password.signedInAs', { username: me.username })}
              </Text>
              {FIELDS.map((field, i) => (
                <PasswordInput
                  key={field}
                  label={t(LABELS[field])}
                  withAsterisk
                  autoFocus={i === 0}
                  autoComplete={field === 'old_password' ? 'current-password' : 'new-password'}
                  value={form.values[field]}
                  onChange={(e) => form.set(field, e.currentTarget.value)}
                  onBlur={() => form.touch(field)}
                  error={message(form.error(field))}
                />
              ))}
              <Group justify="flex-end">
                <Button component={Link} to={landingPath(toActor(me))} variant="default">
                  {t('common.cancel')}
                </Button>
                <Button type="submit" disabled={!form.valid} loading={mutation.isPending}>
                  {t('organisation.password.change')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </>
  );
}
