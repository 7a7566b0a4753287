import { MSG, NoQuery, UpdateLogoBody } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { permissionDenied, validationError } from '../../lib/errors.js';
import { imageFrom } from '../../lib/uploads.js';
import { actorOf } from '../../plugins/auth.js';
import type { ModuleDeps } from '../deps.js';
import { replaceLogo } from './logo.js';

const tags = ['companies'];
const LogoResponse = z.object({ image_url: z.string().nullable() });

/** The caller's company logo (contract O30, O31): read by every operator, set by managers. */
export const logoRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/update-company-logo/',
    {
      schema: {
        tags,
        summary: 'The logo of the caller’s company as an absolute URL, or null',
        querystring: NoQuery,
        response: { 200: LogoResponse },
      },
    },
    async (request) => ({ image_url: app.mediaUrl(request)(actorOf(request).company?.logoPath ?? null) }),
  );

  app.patch(
    '/update-company-logo/',
    {
      config: { multipart: true },
      schema: {
        tags,
        summary: 'Upload the logo: multipart field `image_url`, a PNG, JPEG or WebP of at most 2 MB',
        description: 'Send JSON `{"image_url": null}` to remove the logo.',
        consumes: ['multipart/form-data', 'application/json'],
        body: UpdateLogoBody,
        response: { 200: LogoResponse },
      },
    },
    async (request) => {
      const company = actorOf(request).company;
      if (!company) throw permissionDenied();
      const image = await imageFrom(request, 'image_url');
      if (!image && request.body.image_url !== null) throw validationError({ image_url: MSG.fileMissing });
      const stored = await replaceLogo(deps.db, deps.media, company.id, image);
      return { image_url: app.mediaUrl(request)(stored) };
    },
  );
};
