import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  API_MONITORING,
  ListQuerySchema,
  MonitoringInspectionRowSchema,
  MonitoringOrderRowSchema,
  MonitoringReleasingRowSchema,
  MonitoringWorkRowSchema,
  okResponse,
  pageOf,
  type ListQuery,
  type Page,
} from '@scm/contract';
import type { Db } from '../../db/client';
import { ok } from '../../platform/reply';
import type { ShopClock } from '../../platform/service';
import { deliveriesCompletedToday, inspectionsEndingToday, ordersReceivedToday, workCompletedToday } from './service';

const tags = ['monitoring'];
// The 모니터링 menu: reading needs MONITORING_READ; there is nothing to write.
const config = { area: 'MONITORING' } as const;

export async function monitoringRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  const todayList = <T extends z.ZodType>(
    path: string,
    row: T,
    read: (db: Db, clock: ShopClock, q: ListQuery) => Promise<Page<z.infer<T>>>,
  ) =>
    app.get(
      path,
      { schema: { querystring: ListQuerySchema, tags, response: { 200: okResponse(pageOf(row)) } }, config },
      async (req) => ok(await read(db, clock, req.query)),
    );

  todayList(API_MONITORING.order, MonitoringOrderRowSchema, ordersReceivedToday);
  todayList(API_MONITORING.work, MonitoringWorkRowSchema, workCompletedToday);
  todayList(API_MONITORING.releasing, MonitoringReleasingRowSchema, deliveriesCompletedToday);
  todayList(API_MONITORING.inspection, MonitoringInspectionRowSchema, inspectionsEndingToday);
}
