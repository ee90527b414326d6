/**
 * The suites place hundreds of orders for one address from 127.0.0.1 and poll status pages in loops:
 * the anonymous limits (issue 12) are opened wide for them. Tests of the limits set their own values.
 */
export const OPEN_LIMITS: Record<string, string> = {
  RATE_LIMIT_ORDERS_PER_IP: '1000000',
  RATE_LIMIT_ORDERS_PER_RECIPIENT: '1000000',
  RATE_LIMIT_STATUS_PER_IP: '1000000',
  RATE_LIMIT_WRONG_HASHES_PER_IP: '1000000',
  RATE_LIMIT_UPLOADS_PER_IP: '1000000',
  // Contact forms from one test address to one inbox (issue 36); the per-IP limit stays as configured.
  RATE_LIMIT_CONTACT_PER_SENDER: '1000000',
  RATE_LIMIT_CONTACT_PER_INBOX: '1000000',
};
