import type { FastifyInstance, InjectOptions } from 'fastify';
import { PASSWORD } from './factories.js';

/** Signs in through the API and returns the token. */
export async function signIn(app: FastifyInstance, username: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/obtain-jwt/', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

/** An authenticated request the way the original client sends it (`token <t>`, JSON content type). */
export function asUser(app: FastifyInstance, token: string) {
  return (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { authorization: `token ${token}`, 'content-type': 'application/json', ...options.headers },
    });
}

/** A multipart request with the caller's token; the form sets its own content type. */
export function asUserForm(app: FastifyInstance, token: string) {
  return (options: InjectOptions & { payload: FormData }) =>
    app.inject({ ...options, headers: { authorization: `token ${token}`, ...options.headers } });
}
