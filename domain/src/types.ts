// Data shapes the rules take. Field names follow spec section 3 exactly so that the backend's entities
// and the frontend's API types map onto them one to one.

/** A money amount as a decimal string, e.g. "12.50". Never a JS float. */
export type Money = string;
/** A tax rate in percent as a decimal string, e.g. "10" or "20". */
export type TaxRate = string;
/** An instant: a Date or an ISO 8601 string with offset. */
export type Instant = Date | string;
/** A local calendar date 'YYYY-MM-DD'. */
export type LocalDate = string;
/** A local wall-clock time 'HH:MM' (24 h). */
export type LocalTime = string;

export type OrderType = 'takeaway' | 'delivery' | 'dineIn';
export type CalculationModel = 'fixed' | 'approximate' | 'minimum';
export type ProductType = 'simple' | 'configurable' | 'bundle';
export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks';
export type PaymentMethod = 'cash' | 'atm-card' | 'hydro-ag-voucher' | 'mollie' | 'datatrans';
export type NotificationType = 'sms' | 'email';
export type Country = 'AT' | 'CH' | 'DE' | 'LI';

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
/** 'holidays' (issue 39): the public holidays of `country`/`state`, a branch rule beyond the spec's types. */
export type OpeningHoursRuleType = 'once' | 'daily' | Weekday | 'holidays';

/**
 * Opening-hours rule (spec 3, Branch). `date` only for type 'once'. A `to` at or before `from` ends next day.
 * A closed rule may have empty `from`/`to` (issue 39).
 */
export interface OpeningHoursRule {
  type: OpeningHoursRuleType;
  date?: LocalDate | null;
  isClosed: boolean;
  from: LocalTime;
  to: LocalTime;
  /** 'holidays' only: whose public holidays (AT/DE and a federal state code as in staff contracts). */
  country?: 'AT' | 'DE';
  state?: string | null;
  /**
   * 'holidays' only: the holiday dates, filled in by the server from the staff module's holiday data
   * (too large for the browser); a holiday rule without them governs no date.
   */
  dates?: LocalDate[];
}

/**
 * Availability schedule of a product or category: an optional season (`from` inclusive, `to` exclusive)
 * and weekly/once rules in the opening-hours shape. A bare rule list is accepted as rules only.
 */
export type Schedule =
  | { from?: Instant | null; to?: Instant | null; rules?: readonly OpeningHoursRule[] | null }
  | readonly OpeningHoursRule[];

/** Delivery area of a branch (spec 3). Empty/absent values mean "not set". */
export interface DeliveryArea {
  area: string;
  price: Money;
  tax: TaxRate;
  free: boolean;
  minimumOrderValue?: Money | null;
  freeFromOrderValue?: Money | null;
  /** Zip codes the area delivers to ("8010", or a prefix "80*"); empty or absent: any zip code. */
  zipCodes?: readonly string[] | null;
}

export type UnitId =
  | 'piece'
  | 'serving'
  | 'pair'
  | 'person'
  | 'package'
  | 'gram'
  | 'decagram'
  | 'kilogram'
  | 'milliliter'
  | 'centiliter'
  | 'deciliter'
  | 'liter'
  | 'millimeter'
  | 'centimeter'
  | 'decimeter'
  | 'meter'
  | 'kilometer'
  | 'squareMillimeter'
  | 'squareCentimeter'
  | 'squareDecimeter'
  | 'squareMeter'
  | 'cubicMillimeter'
  | 'cubicCentimeter'
  | 'cubicDecimeter'
  | 'cubicMeter';

export type UnitType =
  'amount' | 'serving' | 'pair' | 'person' | 'package' | 'weight' | 'volume' | 'length' | 'square' | 'cubic';

/** Quantity limits of one unit. Absent minimum means "one step"; absent maximum means unlimited. */
export interface QuantityLimits {
  minimumQuantity?: number | null;
  maximumQuantity?: number | null;
  quantityStepSize?: number | null;
}

/** Alternative unit of a product (spec 3): its price is the product price times `ratio`. */
export interface AlternativeUnit extends QuantityLimits {
  unit: UnitId;
  ratio: number | string;
  calculationModel?: CalculationModel | null;
}

export type PartType = 'text' | 'textarea' | 'image' | 'images' | 'file' | 'files' | 'select' | 'multiselect';
export type Modifier = 'add' | 'subtract' | 'overwrite';

/** Option of a select / multiselect part. `value` is a money amount applied with `modifier`. */
export interface PartOption {
  name: string;
  value: Money;
  modifier: Modifier;
}

/** Configuration step of a configurable or bundle product (spec 3). */
export interface Part {
  type: PartType;
  name: string;
  description?: string | null;
  optional: boolean;
  options?: PartOption[];
  /** Image steps: smallest accepted width / height in pixels (issue 40 item 7); absent or null: any. */
  minimumWidth?: number | null;
  minimumHeight?: number | null;
  /** Upload steps: the extensions this step takes (a subset of the type's list); absent or empty: all. */
  allowedExtensions?: string[] | null;
}

/** Upload reference as stored in a cart part (spec 3, Upload). */
export interface UploadRef {
  id: number | string;
  version?: number;
  extension?: string;
  publicHash?: string;
  mimeType?: string;
}

/** One cart entry per step: text, list of uploads, chosen option, or list of options; null when empty. */
export type PartSelection = string | UploadRef[] | PartOption | PartOption[] | null | undefined;

/** Product fields the rules use (spec 3). Everything optional that the spec allows to be absent. */
export interface Product extends QuantityLimits {
  id: number | string;
  name: string;
  description?: string | null;
  type: ProductType;
  price: Money;
  calculationModel?: CalculationModel | null;
  unit: UnitId;
  alternativeUnits?: AlternativeUnit[];
  defaultQuantity?: number | null;
  defaultUnit?: UnitId | null;
  isPriceHidden?: boolean;
  isEnabled: boolean;
  isPublic?: boolean;
  isStepByStep?: boolean;
  isVisibleWhenUnavailable?: boolean;
  /** Availability schedule (season and/or opening-hours-shaped rules). Empty or absent: always available. */
  schedule?: Schedule | null;
  /** Delivery tax rate, also the fallback for the other order types. */
  tax: TaxRate;
  takeawayTax?: TaxRate | null;
  dineInTax?: TaxRate | null;
  config?: { parts: Part[] } | null;
  isLeadTimeEnabled?: boolean;
  leadTimeType?: LeadTimeType | null;
  leadTimeValue?: number | null;
}

/** The product snapshot stored in a cart item (spec 3, Cart). */
export interface CartProductSnapshot {
  uid?: string;
  id: number | string;
  name: string;
  description?: string | null;
  price: Money;
}

/** Cart item (spec 3, Cart). `parts` has one entry per configuration step. */
export interface CartItem {
  product: CartProductSnapshot;
  amount: number;
  unit: UnitId;
  parts?: PartSelection[];
}

/** Branch fields the rules use (spec 3). */
export interface Branch {
  id: number | string;
  identifier?: string;
  name: string;
  street?: string | null;
  zipCode?: string | null;
  city?: string | null;
  keywords?: string | null;
  tags?: { id: number | string }[];
  isPublic?: boolean;
  isEnabled?: boolean;
  isTakeawayEnabled?: boolean;
  isDeliveryEnabled?: boolean;
  isDineInEnabled?: boolean;
  isTableSelectionEnabled?: boolean;
  isPreorderEnabled?: boolean;
  isAppointmentRequired?: boolean;
  isQuotationRequired?: boolean;
  openingHours: OpeningHoursRule[];
  deliveryHours?: OpeningHoursRule[];
  isDeliveryHoursEnabled?: boolean;
  /** 'HH:MM' start of the pickup line when set. */
  orderableFrom?: LocalTime | null;
  closedMessage?: string | null;
  isDeliveryEmailRequired?: boolean;
  isDineInEmailRequired?: boolean;
  isTakeawayEmailRequired?: boolean;
  isDeliveryPhoneRequired?: boolean;
  isDineInPhoneRequired?: boolean;
  isTakeawayPhoneRequired?: boolean;
  isDeliveryAddressRequired?: boolean;
  isDineInAddressRequired?: boolean;
  isTakeawayAddressRequired?: boolean;
  /** Not a spec field: national phone numbers ('0664 1234567') are read as this country's; absent: AT. */
  country?: Country | null;
  isCashEnabled?: boolean;
  isDatatransEnabled?: boolean;
  isATMCardEnabled?: boolean;
  isHydroAGVoucherEnabled?: boolean;
  isMollieEnabled?: boolean;
  /** The bake list counts orders awaiting confirmation too (issue 42 item 1). */
  isUnconfirmedProduced?: boolean;
  /** The bake list of a day freezes `daysBefore` days earlier at `time` (issue 42 item 2); null: never. */
  productionCutoff?: { daysBefore: number; time: LocalTime } | null;
  deliveryAreas?: DeliveryArea[];
}
