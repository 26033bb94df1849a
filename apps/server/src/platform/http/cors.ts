import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { CORRELATION_ID_HEADER } from '@my-account/contract/errors';
import { appOrigins } from '../../config/app-origins.ts';
import type { AppSettings } from '../../config/env.ts';

/**
 * Cross-origin calls only from the app's own origins (each brand host, the public URL), so a
 * split deployment can serve the API from another host. Anyone else gets no CORS headers.
 */
export async function registerCors(app: FastifyInstance, settings: AppSettings): Promise<void> {
  await app.register(cors, {
    origin: appOrigins(settings),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: [CORRELATION_ID_HEADER],
    maxAge: 600,
  });
}
