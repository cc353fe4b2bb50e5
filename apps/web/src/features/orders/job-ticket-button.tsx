import PrintIcon from '@mui/icons-material/PrintOutlined';
import { Button } from '@mui/material';
import type { Order } from '@scm/contract';
import { Link } from 'react-router';
import { ORDER_LIST_PATH } from './api';

/** [작업지시서]: the printable A4 job ticket of the order, on its own page. */
export const JobTicketButton = ({ order }: { order: Order }) => (
  <Button variant="outlined" startIcon={<PrintIcon />} component={Link} to={`${ORDER_LIST_PATH}/${order.id}/ticket`}>
    작업지시서
  </Button>
);
