import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type {
  DeliveryArea as DomainDeliveryArea,
  PartSelection,
  Product as DomainProduct,
  UnitId,
} from '@bestell/domain';
import { Branch } from '../catalog/index.js';
import { money } from '../database/index.js';

/** What an item was when it was ordered: the pricing-relevant product fields, the choices and the line. */
export interface OrderItemSnapshot {
  product: Pick<
    DomainProduct,
    | 'id'
    | 'name'
    | 'description'
    | 'type'
    | 'price'
    | 'calculationModel'
    | 'unit'
    | 'alternativeUnits'
    | 'minimumQuantity'
    | 'maximumQuantity'
    | 'quantityStepSize'
    | 'isPriceHidden'
    | 'tax'
    | 'takeawayTax'
    | 'dineInTax'
    | 'config'
    | 'isEnabled'
  >;
  amount: number;
  unit: UnitId;
  parts: PartSelection[];
  /** Tax rate applied for the order type. */
  taxRate: string;
  /** Price of one unit with the chosen options, rounded to cents. */
  unitPrice: string;
  /** Line gross, rounded to cents. */
  total: string;
}

@Entity('order')
@Index('IDX_order_branch_created', ['branchId', 'createdAt'])
// Statistics rebuild the rollups of days whose orders changed (issue 20, migration 1765100000000).
@Index('IDX_order_updated', ['updatedAt'])
// Test orders (issue 37 item 4, migration 1765430000000): the setup checklist asks whether one exists.
@Index('IDX_order_test', ['createdAt'], { where: '"isTest"' })
export class Order {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('UQ_order_uid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uid: string;

  /** >= 128 random bits (base64url); the public status link is uid + hash. */
  @Column({ type: 'varchar', length: 64 }) hash: string;

  @Column({ type: 'uuid' }) branchId: string;
  @ManyToOne(() => Branch, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'branchId', foreignKeyConstraintName: 'FK_order_branch' })
  branch: Relation<Branch>;

  @Column({ type: 'integer' }) ticketNumber: number;
  @Column({ type: 'date' }) ticketDay: string;

  // Customer
  @Column({ type: 'boolean', default: false }) isCompany: boolean;
  @Column({ type: 'varchar', length: 200, default: '' }) companyName: string;
  @Column({ type: 'varchar', length: 100, default: '' }) firstName: string;
  @Column({ type: 'varchar', length: 100, default: '' }) lastName: string;
  @Column({ type: 'varchar', length: 200, default: '' }) company: string;
  @Column({ type: 'varchar', length: 50, default: '' }) phone: string;
  @Column({ type: 'varchar', length: 180, default: '' }) email: string;
  @Column({ type: 'varchar', length: 50, default: '' }) vatNumber: string;
  // Billing
  @Column({ type: 'varchar', length: 200, default: '' }) street: string;
  @Column({ type: 'varchar', length: 20, default: '' }) floor: string;
  @Column({ type: 'varchar', length: 20, default: '' }) stairway: string;
  @Column({ type: 'varchar', length: 20, default: '' }) door: string;
  @Column({ type: 'varchar', length: 20, default: '' }) zipCode: string;
  @Column({ type: 'varchar', length: 100, default: '' }) city: string;
  @Column({ type: 'varchar', length: 2, default: 'AT' }) country: string;
  // Delivery
  @Column({ type: 'boolean', default: false }) isDeliveryAddressDifferent: boolean;
  @Column({ type: 'boolean', default: false }) isDeliveryCompany: boolean;
  @Column({ type: 'varchar', length: 200, default: '' }) deliveryCompanyName: string;
  @Column({ type: 'varchar', length: 100, default: '' }) deliveryFirstName: string;
  @Column({ type: 'varchar', length: 100, default: '' }) deliveryLastName: string;
  @Column({ type: 'varchar', length: 200, default: '' }) deliveryStreet: string;
  @Column({ type: 'varchar', length: 20, default: '' }) deliveryFloor: string;
  @Column({ type: 'varchar', length: 20, default: '' }) deliveryStairway: string;
  @Column({ type: 'varchar', length: 20, default: '' }) deliveryDoor: string;
  @Column({ type: 'varchar', length: 20, default: '' }) deliveryZipCode: string;
  @Column({ type: 'varchar', length: 100, default: '' }) deliveryCity: string;
  @Column({ type: 'varchar', length: 2, default: 'AT' }) deliveryCountry: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) deliveryArea: string | null;
  /** The area's price, tax and thresholds as they were when ordered (re-pricing uses them). */
  @Column({ type: 'jsonb', nullable: true }) deliveryAreaSnapshot: DomainDeliveryArea | null;
  // Other
  @Column({ type: 'text', default: '' }) comment: string;
  @Column({ type: 'timestamptz', nullable: true }) appointmentDate: Date | null;
  @Column({ type: 'varchar', length: 30 }) paymentMethod: string;
  @Column({ type: 'boolean', default: false }) legalInstructions: boolean;
  @Column({ type: 'boolean', default: false }) privacyPolicy: boolean;
  @Column({ type: 'uuid', nullable: true }) tableId: string | null;
  @Column({ type: 'varchar', length: 50, nullable: true }) tableIdentifier: string | null;
  @Column({ type: 'uuid', nullable: true }) donateeId: string | null;
  @Column({ type: 'varchar', length: 10, default: 'sms' }) notificationType: string;
  @Column({ type: 'boolean', default: false }) isDelivery: boolean;
  @Column({ type: 'boolean', default: false }) isDineIn: boolean;
  /** Placed while the branch was closed (preorder) or as a quotation request. */
  @Column({ type: 'boolean', default: false }) isPreorder: boolean;
  @Column({ type: 'boolean', default: false }) isQuotation: boolean;
  // Status flags (spec 3 "Order (response)"); only the transition handler changes them. Initialised so a
  // new order's view carries them before its row is read back (the contract tests caught them missing).
  @Column({ type: 'boolean', default: false }) isConfirmed: boolean = false;
  @Column({ type: 'boolean', default: false }) isRejected: boolean = false;
  @Column({ type: 'boolean', default: false }) isCompleted: boolean = false;
  @Column({ type: 'boolean', default: false }) isCanceled: boolean = false;
  @Column({ type: 'boolean', default: false }) isFailed: boolean = false;
  @Column({ type: 'boolean', default: false }) isInDelivery: boolean = false;
  @Column({ type: 'boolean', default: false }) isDelivered: boolean = false;
  @Column({ type: 'boolean', default: false }) isPaid: boolean = false;
  @Column({ type: 'boolean', default: false }) isRefunded: boolean = false;
  @Column({ type: 'text', nullable: true }) rejectionMessage: string | null = null;
  @Column({ type: 'timestamptz', nullable: true }) counterAppointment: Date | null;
  // Questionnaire (spec 3)
  @Column({ type: 'smallint', nullable: true }) questionnaireRating: number | null = null;
  @Column({ type: 'smallint', nullable: true }) questionnaireFoodRating: number | null;
  @Column({ type: 'smallint', nullable: true }) questionnaireServiceRating: number | null;
  @Column({ type: 'smallint', nullable: true }) questionnaireProcessRating: number | null;
  @Column({ type: 'text', nullable: true }) questionnaireComment: string | null;
  @Column({ type: 'timestamptz', nullable: true }) questionnaireAt: Date | null;
  // Payment
  @Column({ type: 'varchar', length: 30, default: 'open' }) paymentStatus: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) paymentReference: string | null;
  /** Set by the print job after its last failed attempt (spec 8 text); cleared by a successful print. */
  @Column({ type: 'text', nullable: true }) printError: string | null;
  // Totals (spec 3 "Pricing result"), computed by the server with domain/ only.
  @Column(money()) gross: string;
  /** Net keeps the 4 decimals of the domain's net rounding. */
  @Column({ type: 'numeric', precision: 12, scale: 4 }) totalNet: string;
  @Column(money()) totalGross: string;
  @Column(money()) deliveryGross: string;
  @Column({ type: 'jsonb', default: () => "'{}'" }) taxes: Record<string, string>;
  @Column({ type: 'boolean', default: false }) isApproximate: boolean;
  @Column({ type: 'boolean', default: false }) hasHiddenPrices: boolean;
  @Column({ type: 'jsonb', default: () => "'[]'" }) items: OrderItemSnapshot[];

  /** Where it was entered (web, kiosk, phone at the frontdesk, api, quote) and by which staff member. */
  @Column({ type: 'varchar', length: 20, default: 'web' }) channel: string;
  @Column({ type: 'uuid', nullable: true }) enteredById: string | null;
  @Column({ type: 'varchar', length: 200, nullable: true }) enteredByName: string | null;
  @Column({ type: 'uuid', nullable: true }) deviceId: string | null;
  /**
   * A test order placed by staff (issue 37 item 4): rings, prints and mails like any order, carries ticket
   * number 0 (the branch's counter is not drawn) and stays out of statistics, webhooks and the partner API.
   * Left undefined on a new customer order, so the insert takes the column's DEFAULT false.
   */
  @Column({ type: 'boolean', default: false }) isTest: boolean;
  /**
   * The standing order (issue 42 item 3) this order was placed for at the branch's cut-off; the bake list
   * then counts the order, not the standing order. Left undefined on other orders (DEFAULT null).
   */
  @Column({ type: 'uuid', nullable: true }) standingOrderId: string | null;

  @Column({ type: 'integer', default: 1 }) version: number;
  /** When the missed-order alarm went out (realtime, issue 5); set once, so the alarm fires once. */
  @Column({ type: 'timestamptz', nullable: true }) missedNotifiedAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}
