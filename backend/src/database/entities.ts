import { Session } from '../auth/session.entity.js';
import { LoginLink } from '../auth/login-link.entity.js';
import { Branch } from '../catalog/branches/branch.entity.js';
import { DeliveryArea } from '../catalog/branches/delivery-area.entity.js';
import { Category } from '../catalog/categories/category.entity.js';
import { Division } from '../catalog/divisions/division.entity.js';
import { Donatee } from '../catalog/donatees/donatee.entity.js';
import { Menu } from '../catalog/menus/menu.entity.js';
import { Navigation } from '../catalog/navigations/navigation.entity.js';
import { Product } from '../catalog/products/product.entity.js';
import { DiningTable } from '../catalog/tables/table.entity.js';
import { Tag } from '../catalog/tags/tag.entity.js';
import { Device } from '../devices/device.entity.js';
import { IdempotencyKey } from '../orders/idempotency/idempotency-key.entity.js';
import { OrderHistory } from '../orders/order-history.entity.js';
import { Order } from '../orders/order.entity.js';
import { OutboxMessage } from '../orders/outbox/outbox.entity.js';
import { TicketCounter } from '../orders/ticket-counter.entity.js';
import { ShopConfig } from '../settings/shop-config.entity.js';
import { Upload } from '../uploads/upload.entity.js';
import { User } from '../users/user.entity.js';

export const ENTITIES = [
  User,
  Session,
  LoginLink,
  Division,
  Branch,
  DeliveryArea,
  Tag,
  Category,
  Product,
  Menu,
  DiningTable,
  Donatee,
  Navigation,
  ShopConfig,
  Order,
  OrderHistory,
  OutboxMessage,
  IdempotencyKey,
  TicketCounter,
  Device,
  Upload,
];
