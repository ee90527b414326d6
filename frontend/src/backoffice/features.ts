// Every back-office area, in menu order: BackofficeApp builds the side menu from these (grouped by
// `group`, groups in order of first appearance) and asks each for the page of a hash path. A new area
// appends one line here; its entries go into its own group at the end, so the existing menu keeps its order.
import { capacityFeature } from './capacity/feature';
import { catalogFeature } from './catalog/feature';
import { configFeature } from './config/feature';
import { contactFeature } from './content/contact/feature';
import { contentFeature } from './content/feature';
import type { BackofficeFeature } from './core/feature';
import { customersFeature } from './customers/feature';
import { devicesFeature } from './devices/feature';
import { logsFeature } from './logs/feature';
import { mediaFeature } from './media/feature';
import { navigationsFeature } from './navigations/feature';
import { ordersFeature } from './orders/feature';
import { partnersFeature } from './partners/feature';
import { productionFeature } from './production/feature';
import { quotesFeature } from './quotes/feature';
import { signageFeature } from './signage/feature';
import { staffFeature } from './staff/feature';
import { statisticsFeature } from './statistics/feature';
import { usersFeature } from './users/feature';

export const FEATURES: BackofficeFeature[] = [
  ordersFeature,
  catalogFeature,
  contentFeature,
  navigationsFeature,
  contactFeature,
  mediaFeature,
  usersFeature,
  devicesFeature,
  configFeature,
  staffFeature,
  statisticsFeature,
  signageFeature,
  quotesFeature,
  logsFeature,
  customersFeature,
  partnersFeature,
  capacityFeature,
  productionFeature,
];
