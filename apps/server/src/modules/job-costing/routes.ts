import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_JOB_COSTING,
  API_JOB_COSTING_XLSX,
  IdParamSchema,
  JobCostingListQuerySchema,
  JobCostingPageSchema,
  JobCostingSchema,
  JobOutsourcingInputSchema,
  JobOutsourcingReverseSchema,
  binaryResponse,
  jobCostingMessages as MSG,
  jobCostingFileName,
  okResponse,
} from '@scm/contract';
import { jobOutsourcingCost } from '../../db/schema/job-costing';
import { contentDisposition } from '../../platform/files/file-names';
import { ok } from '../../platform/reply';
import { ORDER } from '../order-core';
import { SELLER } from '../sellers';
import { addOutsourcingCost, reverseOutsourcingCost } from './outsourcing';
import { monthCosting, orderCosting, pageMonthCosting } from './service';
import { monthWorkbook } from './xlsx';

const tags = ['job-costing'];
// 원가 분석 is in the 주문 관리 menu: ORDER read to read, ORDER write to enter or reverse an outsourcing invoice.
const config = { area: 'ORDER' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function jobCostingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // An order or a supplier with outsourcing money recorded stays (rows are never deleted; the keys restrict).
  app.references.register(ORDER, { column: jobOutsourcingCost.orderId, message: MSG.orderHasCosts });
  app.references.register(SELLER, { column: jobOutsourcingCost.sellerId, message: MSG.sellerHasCosts });

  app.get(
    API_JOB_COSTING,
    {
      schema: { querystring: JobCostingListQuerySchema, tags, response: { 200: okResponse(JobCostingPageSchema) } },
      config,
    },
    async (req) => ok(await pageMonthCosting(app.serviceContext(req), req.query)),
  );
  app.get(
    API_JOB_COSTING_XLSX,
    {
      schema: {
        querystring: JobCostingListQuerySchema,
        tags,
        response: { 200: binaryResponse('완료 주문의 원가 분석 엑셀 (필터와 정렬 그대로, 합계 행)', [XLSX]) },
      },
      config,
    },
    async (req, reply) => {
      const { month, rows, totals } = await monthCosting(app.serviceContext(req), req.query);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition('attachment', jobCostingFileName(month)))
        .header('cache-control', 'private, no-store')
        .send(await monthWorkbook(month, rows, totals));
    },
  );
  app.get(
    `${API_JOB_COSTING}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(JobCostingSchema) } }, config },
    async (req) => ok(await orderCosting(app.serviceContext(req), req.params.id)),
  );
  app.post(
    `${API_JOB_COSTING}/:id/outsourcing`,
    {
      schema: {
        params: IdParamSchema,
        body: JobOutsourcingInputSchema,
        tags,
        response: { 200: okResponse(JobCostingSchema) },
      },
      config,
    },
    async (req) => {
      const ctx = app.serviceContext(req);
      const message = await addOutsourcingCost(ctx, req.params.id, req.body);
      return ok(await orderCosting(ctx, req.params.id), message);
    },
  );
  app.post(
    `${API_JOB_COSTING}/outsourcing/:id/reverse`,
    {
      schema: {
        params: IdParamSchema,
        body: JobOutsourcingReverseSchema,
        tags,
        response: { 200: okResponse(JobCostingSchema) },
      },
      config,
    },
    async (req) => {
      const ctx = app.serviceContext(req);
      const { orderId, message } = await reverseOutsourcingCost(ctx, req.params.id, req.body);
      return ok(await orderCosting(ctx, orderId), message);
    },
  );
}
