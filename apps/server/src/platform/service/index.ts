export { ShopClock } from './clock';
export { actorOf, makeServiceContext, type Actor, type ContextParts, type ServiceContext } from './context';
export { retryOnCollision, TRANSACTION_ATTEMPTS } from './retry';
