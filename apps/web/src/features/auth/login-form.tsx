import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { loginError } from '@tillwise/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { showError } from '../../components/global-error';
import { useCurrentLanguage, useT } from '../../i18n';
import { translateMessage } from '../../i18n/server-messages';
import { queryKeys } from '../../lib/query-keys';
import { setToken } from '../../lib/token-store';
import { fetchCurrentUser } from './api/get-current-user';
import { obtainToken } from './api/obtain-token';
import { loginFailure } from './login-failure';

/**
 * Username and password. On success the user is loaded before the token is kept, so the guards
 * never see a token without its user (and never flash a 404); the /login route then redirects.
 */
export function LoginForm() {
  const t = useT();
  const language = useCurrentLanguage();
  const queryClient = useQueryClient();
  const usernameRef = useRef<HTMLInputElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [validation, setValidation] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => usernameRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = loginError({ username, password });
    setValidation(invalid);
    if (invalid || submitting) return;

    setSubmitting(true);
    const result = await obtainToken({ username: username.trim(), password });
    if (!result.ok) {
      setSubmitting(false);
      showError(loginFailure(result.error));
      return;
    }
    const token = result.data.token ?? '';
    try {
      const user = await fetchCurrentUser(token);
      queryClient.setQueryData(queryKeys.currentUser(token), user);
      setToken(token);
    } catch {
      setSubmitting(false);
      showError(t('signIn.userNotLoaded'));
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t('signIn.form')}>
      <Stack gap="sm">
        <TextInput
          ref={usernameRef}
          aria-label={t('signIn.username')}
          placeholder={t('signIn.username')}
          autoComplete="username"
          size="md"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          aria-label={t('signIn.password')}
          placeholder={t('signIn.password')}
          autoComplete="current-password"
          size="md"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {validation && (
          <Text c="red.7" size="sm" role="alert">
            {translateMessage(validation, language === 'ur' ? 'ur' : 'en')}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
