import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_DELIVERY,
  API_DELIVERY_COMPLETE,
  API_DELIVERY_COMPLETE_HISTORY,
  API_DELIVERY_START,
  DeliveryHistoryRowSchema,
  DeliveryListQuerySchema,
  DeliveryRowSchema,
  DeliveryStartSchema,
  IdParamSchema,
  ListQuerySchema,
  deliveryMessages as MSG,
  okResponse,
  pageOf,
} from '@scm/contract';
import { carrierById } from '../../platform/adapters/parcel-tracking';
import { fieldError } from '../../platform/errors';
import { ok } from '../../platform/reply';
import { completeDelivery, pageCompletedDeliveries, pageOpenDeliveries, startDelivery } from './service';

const tags = ['deliveries'];
// Shipping is work of the 작업 관리 menu (배송 관리, 출고 완료 내역): reading needs WORK_READ, moves WORK_WRITE.
const config = { area: 'WORK' } as const;
const one = { 200: okResponse(DeliveryRowSchema) };

export async function deliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    API_DELIVERY,
    {
      schema: { querystring: DeliveryListQuerySchema, tags, response: { 200: okResponse(pageOf(DeliveryRowSchema)) } },
      config,
    },
    async (req) => ok(await pageOpenDeliveries(app.serviceContext(req), req.query)),
  );
  app.get(
    API_DELIVERY_COMPLETE_HISTORY,
    {
      schema: {
        querystring: ListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(DeliveryHistoryRowSchema)) },
      },
      config,
    },
    async (req) => ok(await pageCompletedDeliveries(app.serviceContext(req), req.query)),
  );
  app.patch(
    `${API_DELIVERY_START}/:id`,
    { schema: { params: IdParamSchema, body: DeliveryStartSchema, tags, response: one }, config },
    async (req) => {
      // The carrier must be one the tracking list knows, so the customer can follow the parcel.
      const carrier = await carrierById(app.parcelTracker, req.body.deliveryCompanyCode);
      if (!carrier) throw fieldError('deliveryCompanyCode', MSG.unknownCarrier);
      return ok(await startDelivery(app.serviceContext(req), req.params.id, req.body, carrier.name), MSG.started);
    },
  );
  app.patch(
    `${API_DELIVERY_COMPLETE}/:id`,
    { schema: { params: IdParamSchema, tags, response: one }, config },
    async (req) => ok(await completeDelivery(app.serviceContext(req), req.params.id), MSG.completed),
  );
}
