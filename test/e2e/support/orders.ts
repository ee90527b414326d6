// Orders placed over the API as the storefront's checkout sends them: one body and one request for every
// scenario that needs an order before it opens a page.
import type { Json } from './server.js';
import { expect } from './test.js';

/** The checkout's body for a cash pickup by the demo customer at `branchId`; `patch` changes any field. */
export function checkoutOrder(branchId: string, items: Json[], patch: Json = {}): Json {
  return {
    branch: { id: branchId },
    firstName: 'Max',
    lastName: 'Muster',
    phone: '+43 664 7654321',
    email: 'max@example.at',
    paymentMethod: 'cash',
    notificationType: 'sms',
    legalInstructions: true,
    privacyPolicy: true,
    items,
    ...patch,
  };
}

/** POST /api/orders with a fresh Idempotency-Key, as the checkout sends it; the raw answer. */
export function postOrder(base: string, body: Json): Promise<Response> {
  return fetch(`${base}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
}

/** Places the order and expects 201; the order's view (id, uid, hash, ...). */
export async function placeOrder(base: string, body: Json): Promise<Json> {
  const res = await postOrder(base, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()).data;
}
