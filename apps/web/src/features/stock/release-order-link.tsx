import { Link } from '@mui/material';
import { canAccessArea, type ReceivingHistory } from '@scm/contract';
import { Link as RouterLink } from 'react-router';
import { useAuthorities } from '../../shared/access';
import { ORDER_LIST_PATH, SHOPBAG_LIST_PATH } from '../../shared/order-keys';

/**
 * A production release's order number: a link to the order for those who may read orders (ORDER_READ), plain text
 * for the others; nothing for changes that are not a production release.
 */
export function ReleaseOrderLink({
  move,
}: {
  move: Pick<ReceivingHistory, 'orderId' | 'orderNumber' | 'orderWorkType'>;
}) {
  const mayRead = canAccessArea(useAuthorities(), 'ORDER');
  if (move.orderId === null || move.orderNumber === null) return null;
  if (!mayRead) return <>{move.orderNumber}</>;
  const base = move.orderWorkType === 'SHOPBAG' ? SHOPBAG_LIST_PATH : ORDER_LIST_PATH;
  return (
    <Link
      component={RouterLink}
      to={`${base}/${move.orderId}`}
      // The row opens the item's stock; the link opens the order instead.
      onClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => e.stopPropagation()}
    >
      {move.orderNumber}
    </Link>
  );
}
