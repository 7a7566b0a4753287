import { CreateUserBody, IdParams, UpdateUserBody, UserSchema } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { imageFrom } from '../../lib/uploads.js';
import { actorOf } from '../../plugins/auth.js';
import { accessOf, targetOf } from '../../policy/access.js';
import type { ModuleDeps } from '../deps.js';
import { createUser } from './create.js';
import { companyFigures, presentUser } from './presenter.js';
import { updateUser } from './update.js';

const tags = ['users'];
const consumes = ['application/json', 'multipart/form-data'];
const PICTURE = 'user_profilepic';

/** Adding and changing users (contract A4, A5), as JSON or as a multipart form with a picture. */
export const userWriteRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/create/user/',
    {
      config: { multipart: true },
      schema: {
        tags,
        summary: 'Add a user, customer or vendor',
        description:
          'JSON or multipart (picture in `user_profilepic`). No password is needed: such a user cannot ' +
          'sign in until one is set. `user_type` defaults to REGULAR_CUSTOMER; customers and vendors ' +
          'without a username take their contact number.',
        consumes,
        body: CreateUserBody,
        response: { 201: UserSchema },
      },
    },
    (request, reply) =>
      idempotent(deps.db, request, reply, async (tx) => {
        const picture = await imageFrom(request, PICTURE);
        const actor = actorOf(request);
        const created = await createUser(tx, deps.media, actor, accessOf(request), request.body, picture);
        const figures = await companyFigures(tx, [created.company]);
        return {
          status: 201,
          body: presentUser(created.user, created.company, app.mediaUrl(request), figures),
        };
      }),
  );

  app.patch(
    '/user/:id/',
    {
      config: { multipart: true },
      schema: {
        tags,
        summary: 'Change a user; `{}` changes nothing',
        description:
          '`is_active: false` switches the user off and ends their sessions; a `password` (with an ' +
          'optional `confirm_password`) replaces theirs and ends their sessions too.',
        consumes,
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: UserSchema },
      },
    },
    async (request) => {
      const { user } = targetOf(request);
      if (!user) throw notFound();
      const picture = await imageFrom(request, PICTURE);
      const access = accessOf(request);
      const actor = actorOf(request);
      // The original client sends `{}` with a JSON content type and no body at all on some screens.
      const body = request.body ?? {};
      const updated = await updateUser(deps.db, deps.media, actor, access, user, body, picture);
      const figures = await companyFigures(deps.db, [updated.company]);
      return presentUser(updated.user, updated.company, app.mediaUrl(request), figures);
    },
  );
};
