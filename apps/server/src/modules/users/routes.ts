import { users } from '@tillwise/db';
import {
  IdParams,
  listOf,
  PlainListQuery,
  SetLanguageBody,
  UserListQuery,
  UserNameSchema,
  UserSchema,
} from '@tillwise/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notAuthenticated, notFound } from '../../lib/errors.js';
import { idFilter } from '../../lib/filters.js';
import { envelope, pageRequest, paginateList } from '../../lib/pagination.js';
import { actorOf } from '../../plugins/auth.js';
import { requestUrl } from '../../plugins/media.js';
import { accessOf, companyScope, targetOf } from '../../policy/access.js';
import type { ModuleDeps } from '../deps.js';
import { requestRecipientUsers } from '../requests/recipients.js';
import { listUsers } from './list.js';
import { companyFigures, presentUser } from './presenter.js';
import { findUserById } from './repository.js';

const tags = ['users'];

/** Reading users: the caller (contract A2), the users in reach (A3), and one user by id. */
export const usersRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/user-data/',
    {
      schema: {
        querystring: PlainListQuery,
        response: { 200: listOf(UserSchema) },
        tags,
        summary: 'The signed-in user with their company, as a one-item list',
      },
    },
    async (request) => {
      // Read afresh: the session's rows are remembered without the balances every sale moves.
      const fresh = await findUserById(deps.db, actorOf(request).user.id);
      if (!fresh) throw notAuthenticated();
      const figures = await companyFigures(deps.db, [fresh.company]);
      const user = presentUser(fresh.user, fresh.company, app.mediaUrl(request), figures);
      return paginateList(request.query, deps.pageSize, [user], requestUrl(request));
    },
  );

  app.get(
    '/user/',
    {
      schema: {
        querystring: UserListQuery,
        response: { 200: listOf(z.union([UserSchema, UserNameSchema])) },
        tags,
        summary: 'Users in reach of the caller (the till sees only its own customers)',
        description:
          'Query: `user_type` (repeatable), `search` (username, first and last name, contact number), ' +
          '`company`, `contact_number`, `page`. A manager’s `company=<id>` of a company a request may ' +
          'go to, outside their reach, lists its operators (as `request/recipients/`) with `id`, ' +
          '`username`, names, `user_type` and the company’s `id`, `company_name`, `company_type` only.',
      },
    },
    async (request) => {
      const query = request.query;
      const page = pageRequest(query, deps.pageSize);
      const access = accessOf(request);
      const companyIds = await companyScope(deps.db, actorOf(request), access);
      const named = idFilter(query, 'company');
      if (access.grant.namesRequestRecipients && named !== undefined && !companyIds.includes(named)) {
        // Send Request's receiver select: a request's possible receivers, and who they are only.
        // A company that is neither in reach nor a receiver is refused below, as everywhere (403).
        const receivers = await requestRecipientUsers(deps.db, actorOf(request), named);
        if (receivers) {
          const shown = receivers.slice(page.offset, page.offset + page.size);
          return envelope(page, receivers.length, shown, requestUrl(request));
        }
      }
      const { count, rows } = await listUsers(
        deps.db,
        { companyIds, userTypes: access.grant.userTypes },
        query,
        page,
      );
      const media = app.mediaUrl(request);
      const figures = await companyFigures(
        deps.db,
        rows.map((r) => r.company),
      );
      const results = rows.map((r) => presentUser(r.user, r.company, media, figures));
      return envelope(page, count, results, requestUrl(request));
    },
  );

  app.get(
    '/user/:id/',
    {
      schema: {
        response: { 200: UserSchema },
        tags,
        summary: 'One user',
        params: IdParams,
      },
    },
    async (request) => {
      const { user, company } = targetOf(request);
      if (!user) throw notFound();
      return presentUser(user, company, app.mediaUrl(request), await companyFigures(deps.db, [company]));
    },
  );
};

/** A user's own language (issue 43, docs/i18n.md): every operator sets it for themselves only. */
export const languageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.put(
    '/user-data/language/',
    {
      schema: {
        body: SetLanguageBody,
        response: { 200: SetLanguageBody },
        tags,
        summary: 'Choose your own language (en, ur; null follows your company’s default)',
      },
    },
    async (request) => {
      const { language } = request.body;
      await deps.db
        .update(users)
        .set({ language, lastModified: new Date() })
        .where(eq(users.id, actorOf(request).user.id));
      return { language };
    },
  );
};
