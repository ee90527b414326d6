// The order as the API returns it, typed once (issue 13): the backend's view functions return these
// with `satisfies`, the storefront, back office and frontdesk import them. Types only, no rules.
import type { PartSelection, PaymentMethod, Product, UnitId } from '../types.js';
import type { OrderStatus } from './order-flags.js';
import type { TimelineStep } from './timeline.js';

/** One line of an order view (the snapshot taken at placement). */
export interface OrderViewItem {
  index: number;
  product: { id: Product['id']; name: string; description: string };
  amount: number;
  unit: UnitId;
  parts: PartSelection[];
  /** The configuration step names as ordered, index for index with `parts`. */
  partNames: string[];
  taxRate: string;
  /** null on the public view when the product's price is hidden. */
  unitPrice: string | null;
  total: string | null;
  isPriceHidden: boolean;
  calculationModel: string;
}

/**
 * GET /api/orders/public/{uid}/{hash} and the status room's payload (audience 'public'): no contact or
 * address data, no hash, no internal references.
 */
export interface PublicOrder {
  id: string;
  uid: string;
  ticketNumber: number;
  ticketDay: string;
  version: number;
  status: OrderStatus;
  timeline: TimelineStep[];
  branch: { id: string };
  isDelivery: boolean;
  isDineIn: boolean;
  isPreorder: boolean;
  isQuotation: boolean;
  /**
   * A test order placed by staff (issue 37): shown with 'TEST', ticket number 0, left out of statistics.
   * The server always sends it; optional until the generated client knows it.
   */
  isTest?: boolean;
  isConfirmed: boolean;
  isRejected: boolean;
  isCompleted: boolean;
  isCanceled: boolean;
  isFailed: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isPaid: boolean;
  isRefunded: boolean;
  rejectionMessage: string | null;
  appointmentDate: string | null;
  appointment: string | null;
  counterAppointment: string | null;
  tableIdentifier: string | null;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  questionnaireRating: number | null;
  comment: string;
  deliveryArea: string | null;
  gross: string;
  totalNet: string;
  totalGross: string;
  deliveryGross: string;
  taxes: Record<string, string>;
  isApproximate: boolean;
  hasHiddenPrices: boolean;
  items: OrderViewItem[];
  createdAt: string;
  updatedAt: string;
}

/** The questionnaire answer as staff see it. */
export interface OrderQuestionnaireView {
  rating: number;
  foodRating: number | null;
  serviceRating: number | null;
  processRating: number | null;
  comment: string | null;
  at: string | null;
}

/** GET /api/orders/{id} and the staff rooms' payload: the public view plus contact data and references. */
export interface StaffOrder extends PublicOrder {
  hash: string;
  notificationType: string;
  printError: string | null;
  isCompany: boolean;
  companyName: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  email: string;
  vatNumber: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: string;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: string;
  table: { id: string } | null;
  donatee: { id: string } | null;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  paymentReference: string | null;
  questionnaire: OrderQuestionnaireView | null;
  /** Where the order was entered: 'web', 'kiosk', 'phone' (frontdesk), 'api', 'quote' or 'standing' (a standing order at the cut-off). */
  channel: string;
  /** The staff member or external user who entered it (phone orders); null for customers. */
  enteredBy: { id: string; name: string } | null;
}

/** GET /api/orders/frontdesk/{branchId}/{apiKey} and the frontdesk room: the branch's own screen sees the staff view. */
export type FrontdeskOrder = StaffOrder;

/** POST /api/orders: the public view plus the hash of the status link and where to pay online. */
export interface PlacedOrder extends PublicOrder {
  hash: string;
  paymentRedirectUrl: string | null;
}
