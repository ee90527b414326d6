// An order's status as a tag; its own module so the dashboard and the frontdesk cards need none of the
// history page's filters (date pickers, selects).
import { orderStatusText, type OrderStatus } from '@bestell/domain';
import { Tag } from 'antd';

// Solid dark colours with white text: antd's light preset tags fall below WCAG AA contrast.
const STATUS_COLOR: Partial<Record<OrderStatus, string>> = {
  waitingForConfirmation: '#9a3412',
  counterProposed: '#854d0e',
  confirmed: '#1d4ed8',
  inDelivery: '#0e7490',
  readyForPickup: '#0e7490',
  completed: '#15803d',
  rejected: '#b91c1c',
  cancelled: '#b91c1c',
  failed: '#b91c1c',
};

/** A table order's ready status reads 'Wird serviert' (issue 40 item 4). */
export const StatusTag = ({ status, isDineIn }: { status: OrderStatus; isDineIn?: boolean }) => (
  <Tag color={STATUS_COLOR[status]}>{orderStatusText({ status, isDineIn })}</Tag>
);
