import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_WORK_ORDER,
  API_PAPER_AVAILABILITY,
  PaperAvailabilityQuerySchema,
  PaperAvailabilitySchema,
  WorkStartSchema,
  canAccessArea,
  HandOffSchema,
  IdNameSchema,
  MachineOptionSchema,
  IdParamSchema,
  MessageOnlyResponseSchema,
  ListQuerySchema,
  NextTeamSchema,
  PrintingCompleteSchema,
  RemakeCreateSchema,
  RemakeOfInspectionQuerySchema,
  RemakeSummarySchema,
  RemakeUpdateSchema,
  remakeMessages,
  ProgressMachineSchema,
  WorkOrderDeliveryInfoSchema,
  WorkOrderDetailSchema,
  WorkOrderListQuerySchema,
  WorkOrderRowSchema,
  WorkProgressIdParamSchema,
  okResponse,
  pageOf,
  workOrderMessages as MSG,
  workOrderRefusals,
  deliveryTrackingMessages,
} from '@scm/contract';
import { workProgress } from '../../db/schema/work-orders';
import { z } from 'zod';
import { ok } from '../../platform/reply';
import { fieldError, forbidden } from '../../platform/errors';
import { carrierById } from '../../platform/adapters/parcel-tracking';
import { DEPARTMENT } from '../departments';
import { completePrinting, passToNextTeam, saveDeliveryInfo, startProgress, startWork } from './actions';
import { handOff } from './hand-off';
import { bindMachine } from './machine';
import { selectMachines } from './queries';
import { paperAvailability } from './paper-availability-queries';
import { selectTeams } from './queries';
import { createRemake, deleteRemake, updateRemake } from './remake';
import {
  getWorkOrder,
  listRemakesOfInspection,
  pageCompletedWorkOrders,
  pageHeldWorkOrders,
  pageReceivedWorkOrders,
} from './service';

const tags = ['work-orders'];
// 작업지시서 is in the 작업 관리 menu: reading needs WORK_READ, every move WORK_WRITE; customers hold neither.
const config = { area: 'WORK' } as const;
const detail = { 200: okResponse(WorkOrderDetailSchema) };
const page = { 200: okResponse(pageOf(WorkOrderRowSchema)) };

export async function workOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = (req: FastifyRequest) => app.serviceContext(req);

  // A team that has held jobs stays: their history would lose who did the work.
  app.references.register(DEPARTMENT, {
    column: workProgress.departmentId,
    message: '작업 기록이 있는 부서는 삭제할 수 없습니다. 사용 안 함으로 바꿔주세요.',
  });

  app.get(
    `${API_WORK_ORDER}/receipt`,
    { schema: { querystring: ListQuerySchema, tags, response: page }, config },
    async (req) => ok(await pageReceivedWorkOrders(ctx(req), req.query)),
  );
  app.get(
    `${API_WORK_ORDER}/history`,
    { schema: { querystring: ListQuerySchema, tags, response: page }, config },
    async (req) => ok(await pageCompletedWorkOrders(ctx(req), req.query)),
  );
  // The next-team picker: WORK readers may list the teams without the departments screen's authority.
  app.get(
    `${API_WORK_ORDER}/teams`,
    { schema: { tags, response: { 200: okResponse(z.array(IdNameSchema)) } }, config },
    async (req) => ok(await selectTeams(req.db)),
  );
  // Paper before the press (issue 31): the order forms (ORDER readers) and the work screens (WORK readers) read it.
  app.get(
    API_PAPER_AVAILABILITY,
    {
      schema: {
        querystring: PaperAvailabilityQuerySchema,
        tags,
        response: { 200: okResponse(z.array(PaperAvailabilitySchema)) },
      },
      config: { access: 'employee' },
    },
    async (req) => {
      const { authorities } = app.requirePrincipal(req);
      if (!canAccessArea(authorities, 'ORDER') && !canAccessArea(authorities, 'WORK')) throw forbidden();
      return ok(await paperAvailability(req.db, req.query.rawItemIds, { orderId: req.query.excludeOrderId }));
    },
  );
  // The machine picker of a turn: WORK readers may list the machines without FACILITY authority.
  app.get(
    `${API_WORK_ORDER}/machines`,
    { schema: { tags, response: { 200: okResponse(z.array(MachineOptionSchema)) } }, config },
    async (req) => ok(await selectMachines(req.db)),
  );
  app.get(
    API_WORK_ORDER,
    { schema: { querystring: WorkOrderListQuerySchema, tags, response: page }, config },
    async (req) => ok(await pageHeldWorkOrders(ctx(req), req.query)),
  );
  // The remakes an inspection led to (its detail's 재작업 list).
  app.get(
    `${API_WORK_ORDER}/remakes`,
    {
      schema: {
        querystring: RemakeOfInspectionQuerySchema,
        tags,
        response: { 200: okResponse(z.array(RemakeSummarySchema)) },
      },
      config,
    },
    async (req) => ok(await listRemakesOfInspection(ctx(req), req.query.inspectionId)),
  );
  app.get(`${API_WORK_ORDER}/:id`, { schema: { params: IdParamSchema, tags, response: detail }, config }, async (req) =>
    ok(await getWorkOrder(ctx(req), req.params.id)),
  );

  // 재작업: a second job on a printed order; edited or deleted only before it starts (remake.ts).
  app.post(
    API_WORK_ORDER,
    { schema: { body: RemakeCreateSchema, tags, response: { 201: okResponse(WorkOrderDetailSchema) } }, config },
    async (req, reply) => {
      const id = await createRemake(ctx(req), req.body);
      return reply.status(201).send(ok(await getWorkOrder(ctx(req), id), remakeMessages.created));
    },
  );
  app.put(API_WORK_ORDER, { schema: { body: RemakeUpdateSchema, tags, response: detail }, config }, async (req) => {
    await updateRemake(ctx(req), req.body);
    return ok(await getWorkOrder(ctx(req), req.body.id), remakeMessages.updated);
  });
  app.delete(
    `${API_WORK_ORDER}/:id`,
    { schema: { params: IdParamSchema, tags, response: { 200: MessageOnlyResponseSchema } }, config },
    async (req) => {
      await deleteRemake(ctx(req), req.params.id);
      return ok(null, remakeMessages.deleted);
    },
  );

  app.post(
    `${API_WORK_ORDER}/work_start/:id`,
    { schema: { params: IdParamSchema, body: WorkStartSchema, tags, response: detail }, config },
    async (req) => {
      await startWork(ctx(req), req.params.id, req.body);
      return ok(await getWorkOrder(ctx(req), req.params.id), MSG.workStarted);
    },
  );
  app.post(
    `${API_WORK_ORDER}/next_team`,
    { schema: { body: NextTeamSchema, tags, response: detail }, config },
    async (req) => {
      await passToNextTeam(ctx(req), req.body);
      return ok(await getWorkOrder(ctx(req), req.body.workOrderId), MSG.nextTeamRequested);
    },
  );
  // 다음 팀 요청 from 접수 (issue 31): whoever takes orders (ORDER_WRITE) or works jobs (WORK_WRITE) hands a received
  // job to a team. Two areas qualify, so the service decides (a Korean 403 for anyone else: hand-off.ts).
  app.post(
    `${API_WORK_ORDER}/hand_off`,
    { schema: { body: HandOffSchema, tags, response: detail }, config: { access: 'employee' } },
    async (req) => {
      await handOff(ctx(req), req.body);
      return ok(await getWorkOrder(ctx(req), req.body.workOrderId), MSG.nextTeamRequested);
    },
  );
  app.post(
    `${API_WORK_ORDER}/work_progress_start/:workProgressId`,
    { schema: { params: WorkProgressIdParamSchema, body: WorkStartSchema, tags, response: detail }, config },
    async (req) => {
      const workOrderId = await startProgress(ctx(req), req.params.workProgressId, req.body);
      return ok(await getWorkOrder(ctx(req), workOrderId), MSG.workStarted);
    },
  );
  app.post(
    `${API_WORK_ORDER}/printing/complete/:id`,
    { schema: { params: IdParamSchema, body: PrintingCompleteSchema, tags, response: detail }, config },
    async (req) => {
      await completePrinting(ctx(req), req.params.id, req.body);
      return ok(await getWorkOrder(ctx(req), req.params.id), MSG.printingCompleted);
    },
  );
  app.put(
    `${API_WORK_ORDER}/work_progress/:workProgressId/machine`,
    { schema: { params: WorkProgressIdParamSchema, body: ProgressMachineSchema, tags, response: detail }, config },
    async (req) => {
      const workOrderId = await bindMachine(ctx(req), req.params.workProgressId, req.body);
      const message = req.body.facilityId === null ? MSG.machineCleared : MSG.machineSaved;
      return ok(await getWorkOrder(ctx(req), workOrderId), message);
    },
  );
  app.patch(
    `${API_WORK_ORDER}/delivery/:id`,
    { schema: { params: IdParamSchema, body: WorkOrderDeliveryInfoSchema, tags, response: detail }, config },
    async (req) => {
      // A carrier, when given, must be one the tracking list knows (deliveries' 배송 시작 checks the same).
      if (req.body.deliveryCompanyCode && !(await carrierById(app.parcelTracker, req.body.deliveryCompanyCode)))
        throw fieldError('deliveryCompanyCode', deliveryTrackingMessages.unknownCarrier);
      await saveDeliveryInfo(ctx(req), req.params.id, req.body);
      return ok(await getWorkOrder(ctx(req), req.params.id), workOrderRefusals.deliveryInfoSaved);
    },
  );
}
