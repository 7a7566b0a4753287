import { ChangePasswordBody, IdParams, MSG, SetPasswordBody } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { actorOf } from '../../plugins/auth.js';
import { targetOf } from '../../policy/access.js';
import { type ChangePasswordDeps, changeOwnPassword, setPassword } from './passwords.js';

const tags = ['users'];

/** Passwords: an admin sets or resets one; every operator changes their own. */
export const passwordRoutes: FastifyPluginAsyncZod<ChangePasswordDeps> = async (app, deps) => {
  app.post(
    '/user/:id/set-password/',
    {
      schema: {
        tags,
        summary: 'Set or reset another operator’s password (admins)',
        description: 'Body `{password, confirm_password}`. The user’s open sessions end.',
        params: IdParams,
        body: SetPasswordBody,
        response: { 200: z.object({ detail: z.string() }) },
      },
    },
    async (request) => {
      const { user } = targetOf(request);
      if (!user) throw notFound();
      await setPassword(deps.db, actorOf(request), user, request.body.password);
      return { detail: MSG.passwordSet };
    },
  );

  app.post(
    '/change-password/',
    {
      schema: {
        tags,
        summary: 'Change your own password',
        description:
          'Body `{old_password, password, confirm_password}`. Every other session ends; the answer ' +
          'carries a new token for this one.',
        body: ChangePasswordBody,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => changeOwnPassword(deps, actorOf(request), request.body, request.ip),
  );
};
