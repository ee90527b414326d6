/**
 * Paths that carry a secret as their last segment (spec 7): the frontdesk / back-office apiKey and the
 * public order hash. Logged with the secret replaced, so log readers cannot act as a branch tablet or
 * open a customer's order.
 */
const SECRET_PATHS = [
  /^(\/api\/orders\/(?:frontdesk|backoffice)\/[^/?]+\/)[^/?]+/,
  /^(\/api\/orders\/public\/[^/?]+\/)[^/?]+/,
  /^(\/api\/payments\/[^/?]+\/)[^/?]+(?=\/(?:start|return))/,
];

export function maskSecretsInPath(url: string): string {
  for (const pattern of SECRET_PATHS) if (pattern.test(url)) return url.replace(pattern, '$1***');
  return url;
}
