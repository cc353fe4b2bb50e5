import { orderMessages as MSG } from '@scm/contract';
import { referencedKind } from '../../platform/references';

/** An order later records (deposits, the dashboard) may point at; deleting it goes through app.references. */
export const ORDER = referencedKind('printing order', 'ORDER_IN_USE', MSG.inUse);
