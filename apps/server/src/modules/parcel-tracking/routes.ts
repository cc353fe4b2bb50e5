import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PARCEL_TRACKING,
  CarrierSchema,
  TrackingQuerySchema,
  TrackingViewSchema,
  binaryResponse,
  okResponse,
} from '@scm/contract';
import { notFound } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { assertMayTrack } from './ownership';
import { findCarrier, trackingFailedPage, trackingPageCsp, trackingView } from './service';

const tags = ['delivery'];
/** Staff track every parcel; a customer only its own orders' parcels (assertMayTrack). */
const config = { access: 'authenticated' } as const;

/** Carriers and parcel tracking for the delivery and order screens (001 §2, §7). */
export async function parcelTrackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_PARCEL_TRACKING.carriers,
    { schema: { tags, response: { 200: okResponse(z.array(CarrierSchema)) } }, config },
    async () => ok(await app.parcelTracker.carriers()),
  );

  app.get(
    API_PARCEL_TRACKING.tracking,
    { schema: { tags, querystring: TrackingQuerySchema, response: { 200: okResponse(TrackingViewSchema) } }, config },
    async (request) => {
      const { carrierCode, invoice } = request.query;
      await assertMayTrack(request.db, app.serviceContext(request).actor, carrierCode, invoice);
      return ok(await trackingView(app.parcelTracker, carrierCode, invoice));
    },
  );

  app.get(
    API_PARCEL_TRACKING.trackingPage,
    {
      schema: {
        tags,
        querystring: TrackingQuerySchema,
        response: {
          200: binaryResponse('택배 조회 서비스의 배송조회 페이지 (키는 빠진 사본)', ['text/html']),
          502: binaryResponse('조회 서비스에 닿지 못했을 때의 안내 페이지', ['text/html']),
        },
      },
      config,
    },
    async (request, reply) => {
      const tracker = app.parcelTracker;
      const { carrierCode, invoice } = request.query;
      await assertMayTrack(request.db, app.serviceContext(request).actor, carrierCode, invoice);
      if (!tracker.trackingPage) throw notFound('배송 조회 서비스가 설정되어 있지 않습니다.');
      const carrier = await findCarrier(tracker, carrierCode);
      reply.header('cache-control', 'private, no-store').header('content-type', 'text/html; charset=utf-8');
      try {
        const page = await tracker.trackingPage(carrier.id, invoice);
        return reply.header('content-security-policy', trackingPageCsp(page.origin)).send(page.html);
      } catch (err) {
        request.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'tracking page failed to load');
        const html = trackingFailedPage(carrier.name, invoice, tracker.carrierPageUrl(carrier.id, invoice));
        return reply.status(502).header('content-security-policy', trackingPageCsp(null)).send(html);
      }
    },
  );
}
