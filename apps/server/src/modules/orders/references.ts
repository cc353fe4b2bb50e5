import type { FastifyInstance } from 'fastify';
import { buyerMessages, orderMessages as MSG } from '@scm/contract';
import {
  printingOrder,
  printingOrderPaper,
  printingOrderPrinting,
  printingOrderProcess,
  printingOrderProcessOption,
} from '../../db/schema/orders';
import { BUYER } from '../buyers';
import { ITEM_OPTION } from '../item-options';
import { ITEM } from '../items';
import { SELLER } from '../sellers';

/**
 * What orders keep pointing at: their customer, the outsourcing suppliers of every stage, the paper and the
 * finishing options. The database refuses those deletes (restricting keys); each refusal is answered in Korean.
 */
export function registerOrderReferences(app: FastifyInstance) {
  app.references.register(BUYER, { column: printingOrder.buyerId, message: buyerMessages.inUse });
  for (const column of [
    printingOrderPrinting.offCtpOutsourcingId,
    printingOrderPrinting.offPrintOutsourcingId,
    printingOrderPrinting.rotaryOutsourcingId,
    printingOrderPrinting.digitalOutsourcingId,
    printingOrderPrinting.ospOutsourcingId,
    printingOrderProcess.outsourcingId,
  ])
    app.references.register(SELLER, { column, message: MSG.sellerInUse });
  app.references.register(ITEM, { column: printingOrderPaper.rawItemId, message: MSG.paperInUse });
  app.references.register(ITEM_OPTION, { column: printingOrderProcessOption.optionId, message: MSG.optionInUse });
}
