import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** A token for a demo operator, for setting data up through the API rather than the screens. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/obtain-jwt/', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** Calls the API as a demo operator and returns the answer's body; anything but a 2xx fails the story. */
export async function asUser<T>(
  request: APIRequestContext,
  username: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await apiToken(request, username);
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `token ${token}`, 'content-type': 'application/json' },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Adds a user as `admin` through `create/user/` and returns its id. */
export async function createUser(
  request: APIRequestContext,
  admin: string,
  user: Record<string, unknown>,
): Promise<number> {
  const token = await apiToken(request, admin);
  const response = await request.post('/api/create/user/', {
    data: user,
    headers: { authorization: `token ${token}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}
