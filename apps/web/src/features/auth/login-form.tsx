import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { loginError } from '@tillwise/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { showError } from '../../components/global-error';
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
      showError('Signed in, but your account could not be loaded. Please try again.');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="sm">
        <TextInput
          ref={usernameRef}
          aria-label="Username"
          placeholder="Username"
          autoComplete="username"
          size="md"
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
        <PasswordInput
          aria-label="Password"
          placeholder="Password"
          autoComplete="current-password"
          size="md"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
        />
        {validation && (
          <Text c="red.7" size="sm" role="alert">
            {validation}
          </Text>
        )}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
