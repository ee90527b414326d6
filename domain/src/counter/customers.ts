// Customers (issue 21): built from orders, deduplicated by normalised phone number and e-mail address,
// with staff notes and allergies. The keys are the rule; the views are what /api/customers returns.
import { msisdn } from '../notifications/msisdn.js';

/** The dedupe keys of a contact: the phone as an MSISDN (spellings of one number match), the e-mail lower-cased. */
export function customerKeys(contact: { phone?: string | null; email?: string | null }): {
  phoneKey: string | null;
  emailKey: string | null;
} {
  const phone = (contact.phone ?? '').trim();
  const email = (contact.email ?? '').trim().toLowerCase();
  return {
    phoneKey: phone ? msisdn(phone) : null,
    emailKey: email && email.includes('@') ? email : null,
  };
}

/** The contact of a customer as orders carry it: what the sync copies and the phone-order dialog fills. */
export interface CustomerContact {
  firstName: string;
  lastName: string;
  companyName: string;
  phone: string;
  email: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

/** GET /api/customers (list and search) and GET /api/customers/{id}. */
export interface CustomerView extends CustomerContact {
  id: string;
  notes: string;
  allergies: string;
  orderCount: number;
  lastOrderAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One earlier order in a customer's history. */
export interface CustomerOrderView {
  id: string;
  ticketNumber: number;
  ticketDay: string;
  branch: { id: string };
  status: string;
  channel: string;
  totalGross: string;
  createdAt: string;
  items: { name: string; amount: number; unit: string }[];
}

/** GET /api/customers/{id}/export: everything stored about the person (GDPR art. 15/20). */
export interface CustomerExport {
  exportedAt: string;
  customer: CustomerView;
  orders: Record<string, unknown>[];
}
