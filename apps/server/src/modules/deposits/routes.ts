import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_DEPOSIT,
  API_DEPOSIT_HISTORY,
  API_DEPOSIT_ORDERS,
  DepositEntryUpdateSchema,
  DepositHistoryListQuerySchema,
  DepositHistoryRowSchema,
  DepositOrderListQuerySchema,
  DepositAdjustmentInputSchema,
  DepositLedgerSchema,
  DepositOrderSchema,
  DepositReceiptInputSchema,
  DepositRefundInputSchema,
  DepositReverseInputSchema,
  IdParamSchema,
  depositMessages,
  okResponse,
  pageOf,
} from '@scm/contract';
import { depositLedger, orderDeposit } from '../../db/schema/deposits';
import { BUYER } from '../buyers';
import { ok } from '../../platform/reply';
import { ORDER } from '../order-core';
import { depositMoneyRecorded } from './entries';
import { addAdjustment, addReceipt, addRefund, entryLedger, reverseReceipt } from './ledger-service';
import { pageDepositHistory, pageDepositOrders, saveDepositEntry } from './service';

const tags = ['deposits'];
// 입금 관리 is in the 주문 관리 menu (ORDER_READ to read, ORDER_WRITE to save); 입금 내역 in 거래처 관리 (PARTNER_READ).
const orderArea = { area: 'ORDER' } as const;
const partnerArea = { area: 'PARTNER' } as const;

export async function depositRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // An order with money recorded on it is cancelled, not deleted: asked before the delete, in Korean; the
  // restricting key on order_deposit.order_id refuses it anyway (untouched entries are discarded first).
  app.references.register(ORDER, {
    uses: (db, id) => depositMoneyRecorded(db, { orderId: id }),
    message: depositMessages.orderHasMoney,
  });
  app.references.register(ORDER, { column: orderDeposit.orderId, message: depositMessages.orderHasMoney });
  app.references.register(ORDER, { column: depositLedger.orderId, message: depositMessages.orderHasMoney });
  // A buyer with deposit entries (a former advertiser's kept one included) or ledger rows stays: its money is on record.
  app.references.register(BUYER, { column: orderDeposit.buyerId, message: depositMessages.buyerHasMoney });
  app.references.register(BUYER, { column: depositLedger.buyerId, message: depositMessages.buyerHasMoney });

  app.get(
    API_DEPOSIT_ORDERS,
    {
      schema: {
        querystring: DepositOrderListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(DepositOrderSchema)) },
      },
      config: orderArea,
    },
    async (req) => ok(await pageDepositOrders(app.serviceContext(req), req.query)),
  );
  app.patch(
    API_DEPOSIT,
    {
      schema: { body: DepositEntryUpdateSchema, tags, response: { 200: okResponse(DepositOrderSchema) } },
      config: orderArea,
    },
    async (req) => {
      const { order, message } = await saveDepositEntry(app.serviceContext(req), req.body);
      return ok(order, message);
    },
  );
  app.get(
    API_DEPOSIT_HISTORY,
    {
      schema: {
        querystring: DepositHistoryListQuerySchema,
        tags,
        response: { 200: okResponse(pageOf(DepositHistoryRowSchema)) },
      },
      config: partnerArea,
    },
    async (req) => ok(await pageDepositHistory(app.serviceContext(req), req.query)),
  );

  // The ledger (issue 34): each money event is a row; each write carries the entry's version the screen showed.
  const orderAnswer = { 200: okResponse(DepositOrderSchema) };
  app.get(
    '/api/od/deposit/:id/ledger',
    { schema: { params: IdParamSchema, tags, response: { 200: okResponse(DepositLedgerSchema) } }, config: orderArea },
    async (req) => ok(await entryLedger(app.serviceContext(req).db, req.params.id)),
  );
  app.post(
    '/api/od/deposit/:id/receipt',
    {
      schema: { params: IdParamSchema, body: DepositReceiptInputSchema, tags, response: orderAnswer },
      config: orderArea,
    },
    async (req) => {
      const { order, message } = await addReceipt(app.serviceContext(req), req.params.id, req.body);
      return ok(order, message);
    },
  );
  app.post(
    '/api/od/deposit/receipt/:id/reverse',
    {
      schema: { params: IdParamSchema, body: DepositReverseInputSchema, tags, response: orderAnswer },
      config: orderArea,
    },
    async (req) => {
      const { order, message } = await reverseReceipt(app.serviceContext(req), req.params.id, req.body);
      return ok(order, message);
    },
  );
  app.post(
    '/api/od/deposit/:id/adjustment',
    {
      schema: { params: IdParamSchema, body: DepositAdjustmentInputSchema, tags, response: orderAnswer },
      config: orderArea,
    },
    async (req) => {
      const { order, message } = await addAdjustment(app.serviceContext(req), req.params.id, req.body);
      return ok(order, message);
    },
  );
  app.post(
    '/api/od/deposit/:id/refund',
    {
      schema: { params: IdParamSchema, body: DepositRefundInputSchema, tags, response: orderAnswer },
      config: orderArea,
    },
    async (req) => {
      const { order, message } = await addRefund(app.serviceContext(req), req.params.id, req.body);
      return ok(order, message);
    },
  );
}
