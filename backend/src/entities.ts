import { AuditLog } from './audit/index.js';
import { Session, LoginLink, SetupToken } from './auth/index.js';
import { CapacityRuleRow, CapacitySettingsRow } from './capacity/index.js';
import {
  Branch,
  DeliveryArea,
  Category,
  Division,
  Donatee,
  Menu,
  Navigation,
  Product,
  DiningTable,
  Tag,
} from './catalog/index.js';
import { ContactSubmission, Redirect, ReusableBlock, Site } from './content/index.js';
import { Customer, CustomerOrder, CustomerSync } from './counter/index.js';
import { Device, DeviceCommandRow, DevicePairing } from './devices/index.js';
import { Image, ImageTemplate } from './media/index.js';
import { IdempotencyKey, OrderHistory, Order, TicketCounter } from './orders/index.js';
import { OutboxMessage } from './outbox/index.js';
import { ShopConfig } from './settings/index.js';
import {
  Department,
  HolidayLedgerRow,
  Project,
  StaffPin,
  Task,
  TimePunch,
  TimeSheetLock,
  WorkContractRow,
  WorkingActivity,
  WorkingSchedule,
} from './staff/index.js';
import { Scene, SignageScreen, SignageSegment, SignageStream } from './signage/index.js';
import { ExternalUser, WebhookDelivery, WebhookEndpoint } from './partners/index.js';
import { ParLevelRow, StandingOrderRow } from './production/index.js';
import { Quote } from './quotes/index.js';
import { Upload } from './uploads/index.js';
import { User } from './users/index.js';

export const ENTITIES = [
  StandingOrderRow,
  ParLevelRow,
  CapacityRuleRow,
  CapacitySettingsRow,
  AuditLog,
  Scene,
  SignageSegment,
  SignageStream,
  SignageScreen,
  User,
  Session,
  LoginLink,
  SetupToken,
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
  DeviceCommandRow,
  DevicePairing,
  Upload,
  Image,
  ImageTemplate,
  Site,
  ReusableBlock,
  Redirect,
  ContactSubmission,
  Department,
  WorkContractRow,
  StaffPin,
  WorkingActivity,
  TimePunch,
  WorkingSchedule,
  Project,
  Task,
  HolidayLedgerRow,
  TimeSheetLock,
  Customer,
  CustomerOrder,
  CustomerSync,
  ExternalUser,
  WebhookEndpoint,
  WebhookDelivery,
  Quote,
];
