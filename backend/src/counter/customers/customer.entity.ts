import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Order } from '../../orders/index.js';

/**
 * A customer (issue 21): one per normalised phone number or e-mail address, built from orders and
 * edited by staff (notes, allergies). The contact fields follow the latest order.
 */
@Entity('customer')
@Index('UQ_customer_phone_key', ['phoneKey'], { unique: true, where: '"phoneKey" IS NOT NULL' })
@Index('UQ_customer_email_key', ['emailKey'], { unique: true, where: '"emailKey" IS NOT NULL' })
export class Customer {
  @PrimaryGeneratedColumn('uuid') id: string;
  /** msisdn() of the phone: spellings of one number are one customer. */
  @Column({ type: 'varchar', length: 20, nullable: true }) phoneKey: string | null;
  /** The e-mail address lower-cased. */
  @Column({ type: 'varchar', length: 180, nullable: true }) emailKey: string | null;
  @Column({ type: 'varchar', length: 100, default: '' }) firstName: string;
  @Column({ type: 'varchar', length: 100, default: '' }) lastName: string;
  @Column({ type: 'varchar', length: 200, default: '' }) companyName: string;
  @Column({ type: 'varchar', length: 50, default: '' }) phone: string;
  @Column({ type: 'varchar', length: 180, default: '' }) email: string;
  @Column({ type: 'varchar', length: 200, default: '' }) street: string;
  @Column({ type: 'varchar', length: 20, default: '' }) zipCode: string;
  @Column({ type: 'varchar', length: 100, default: '' }) city: string;
  @Column({ type: 'varchar', length: 2, default: 'AT' }) country: string;
  @Column({ type: 'text', default: '' }) notes: string;
  @Column({ type: 'text', default: '' }) allergies: string;
  @Column({ type: 'timestamptz', nullable: true }) lastOrderAt: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt: Date;
}

/** Which customer an order belongs to; written by the on-demand sync (customers.repository.ts). */
@Entity('customer_order')
@Index('IDX_customer_order_customer', ['customerId'])
export class CustomerOrder {
  @PrimaryColumn({ type: 'uuid' }) orderId: string;
  @Column({ type: 'uuid' }) customerId: string;

  @ManyToOne(() => Order, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'orderId', foreignKeyConstraintName: 'FK_customer_order_order' })
  order?: Relation<Order>;

  @ManyToOne(() => Customer, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customerId', foreignKeyConstraintName: 'FK_customer_order_customer' })
  customer?: Relation<Customer>;
}

/** How far the sync has read the orders (one row, id 1). */
@Entity('customer_sync')
export class CustomerSync {
  @PrimaryColumn({ type: 'integer' }) id: number;
  @Column({ type: 'timestamptz' }) syncedUntil: Date;
}
