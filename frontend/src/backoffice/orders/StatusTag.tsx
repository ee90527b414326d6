// An order's status as a tag; its own module so the dashboard and the frontdesk cards need none of the
// history page's filters (date pickers, selects).
import { OWN_TEXTS, type OrderStatus } from '@bestell/domain';
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

export const StatusTag = ({ status }: { status: OrderStatus }) => (
  <Tag color={STATUS_COLOR[status]}>{OWN_TEXTS.orderStatus[status]}</Tag>
);
