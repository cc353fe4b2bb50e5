import type { FastifyInstance } from 'fastify';
import { API_PUBLIC_CONFIG, PublicConfigSchema, okResponse } from '@scm/contract';
import { ok } from '../../platform/reply';

/** Settings the web reads once (postcode search on or off); public, so the sign-up page can use them too. */
export async function publicConfigRoutes(app: FastifyInstance, opts: { postcodeScriptUrl: string | null }) {
  app.get(
    API_PUBLIC_CONFIG,
    {
      schema: { tags: ['config'], response: { 200: okResponse(PublicConfigSchema) } },
      config: { access: 'public' },
    },
    async () => ok({ postcodeScriptUrl: opts.postcodeScriptUrl }),
  );
}
