import { ObtainTokenBody } from '@tillwise/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { obtainToken, type SignInDeps } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<SignInDeps> = async (app, deps) => {
  app.post(
    '/obtain-jwt/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a username and password for a token',
        body: ObtainTokenBody,
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => obtainToken(deps, request.body, request.ip),
  );
};
