import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_DASHBOARD,
  DailyViewSchema,
  DefectPercentSchema,
  DeliveryYieldSchema,
  DrillDefectRowSchema,
  DrillDeliveryRowSchema,
  DrillInventoryRowSchema,
  DrillMonthQuerySchema,
  DrillOeeSchema,
  DrillOrderRowSchema,
  DrillProductionRowSchema,
  DrillQuerySchema,
  InventoryCostSchema,
  KpiIndicatorParamSchema,
  KpiSettingSchema,
  KpiSettingUpdateSchema,
  MessageOnlyResponseSchema,
  MonthlyDeliverySchema,
  MonthlyOrderSchema,
  ProductionPerHourSchema,
  ROLE_ADMIN,
  RecentOrderItemSchema,
  kpiMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { dailyView } from './daily-view';
import { defectDrill, deliveryDrill, inventoryDrill, orderDrill, productionDrill } from './drill-downs';
import { defectPercentKpi, deliveryYieldKpi, inventoryCostKpi, productionPerHourKpi } from './kpi-service';
import { listKpiSettings, recomputeKpiMonths, saveKpiSetting } from './kpi-settings';
import { machineOee } from './oee';
import { monthlyDelivery, monthlyOrder, recentOrders } from './statistics';

const tags = ['dashboard'];
/** The numbers are for every employee (spec 000 §2); the records behind them need their list's area. */
const employees = { access: 'employee' } as const;
const admins = { access: 'employee', authority: ROLE_ADMIN } as const;

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => app.serviceContext(req);
  const stat = (path: string, data: z.ZodType) => ({
    url: `${API_DASHBOARD}/${path}`,
    opts: { schema: { tags, response: { 200: okResponse(data) } }, config: employees },
  });
  const get = (s: ReturnType<typeof stat>, read: (req: FastifyRequest) => Promise<unknown>) =>
    fastify.get(s.url, s.opts, async (req) => ok(await read(req)));

  // Each answer is checked against its schema by the app's serializer (declared in `opts`).
  get(stat('order', MonthlyOrderSchema), (req) => monthlyOrder(ctx(req)));
  get(stat('delivery', MonthlyDeliverySchema), (req) => monthlyDelivery(ctx(req)));
  get(stat('production_per_hour', ProductionPerHourSchema), (req) => productionPerHourKpi(ctx(req)));
  get(stat('defect_percent', DefectPercentSchema), (req) => defectPercentKpi(ctx(req)));
  get(stat('inventory_cost', InventoryCostSchema), (req) => inventoryCostKpi(ctx(req)));
  get(stat('delivery_yield', DeliveryYieldSchema), (req) => deliveryYieldKpi(ctx(req)));
  get(stat('daily', DailyViewSchema), (req) => dailyView(ctx(req)));
  get(stat('kpi_setting', z.array(KpiSettingSchema)), (req) => listKpiSettings(ctx(req)));

  app.get(
    `${API_DASHBOARD}/recent_item`,
    { schema: { tags, response: { 200: okResponse(z.array(RecentOrderItemSchema)) } }, config: { area: 'ORDER' } },
    async (req) => ok(await recentOrders(ctx(req))),
  );

  const drills = [
    ['order', DrillOrderRowSchema, 'ORDER', orderDrill],
    ['production', DrillProductionRowSchema, 'WORK', productionDrill],
    ['defect', DrillDefectRowSchema, 'WORK', defectDrill],
    ['inventory', DrillInventoryRowSchema, 'PROCESS', inventoryDrill],
    ['delivery', DrillDeliveryRowSchema, 'WORK', deliveryDrill],
  ] as const;
  for (const [path, row, area, read] of drills)
    app.get(
      `${API_DASHBOARD}/drill/${path}`,
      {
        schema: { querystring: DrillQuerySchema, tags, response: { 200: okResponse(pageOf(row as z.ZodType)) } },
        config: { area },
      },
      async (req) => ok(await read(ctx(req), req.query)),
    );
  // Beside the production drill-down: each machine's OEE for the month (the production list's area, WORK).
  app.get(
    `${API_DASHBOARD}/drill/oee`,
    {
      schema: { querystring: DrillMonthQuerySchema, tags, response: { 200: okResponse(DrillOeeSchema) } },
      config: { area: 'WORK' },
    },
    async (req) => ok(await machineOee(ctx(req), req.query)),
  );

  app.put(
    `${API_DASHBOARD}/kpi_setting/:indicator`,
    {
      schema: {
        params: KpiIndicatorParamSchema,
        body: KpiSettingUpdateSchema,
        tags,
        response: { 200: okResponse(KpiSettingSchema) },
      },
      config: admins,
    },
    async (req) => {
      const { setting, message } = await saveKpiSetting(ctx(req), req.params.indicator, req.body);
      return ok(setting, message);
    },
  );
  app.post(
    `${API_DASHBOARD}/kpi_setting/recompute`,
    { schema: { tags, response: { 200: MessageOnlyResponseSchema } }, config: admins },
    async (req) => {
      await recomputeKpiMonths(ctx(req));
      return ok(null, kpiMessages.refreshed);
    },
  );
}
