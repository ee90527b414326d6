/**
 * Paths that carry a secret as their last segment (spec 7): the frontdesk / back-office apiKey and the
 * public order hash. Logged with the secret replaced, so log readers cannot act as a branch tablet or
 * open a customer's order.
 */
const SECRET_PATHS = [
  /^(\/api\/orders\/(?:frontdesk|backoffice)\/[^/?]+\/)[^/?]+/,
  /^(\/api\/orders\/public\/[^/?]+\/)[^/?]+/,
  /^(\/api\/payments\/[^/?]+\/)[^/?]+(?=\/(?:start|return))/,
  // The time-clock device token (spec 7 time tracking).
  /^(\/api\/time-tracking\/)[^/?]+/,
];

/** Customer files (spec 2): `/upload/{publicHash}/[preview/]{file}`; hash and file name are both masked. */
const UPLOAD_PATH = /^\/upload\/[^?]*/;

export function maskSecretsInPath(url: string): string {
  if (UPLOAD_PATH.test(url))
    return url.replace(UPLOAD_PATH, (path) =>
      /\/preview\//.test(path) ? '/upload/***/preview/***' : '/upload/***/***',
    );
  for (const pattern of SECRET_PATHS) if (pattern.test(url)) return url.replace(pattern, '$1***');
  return url;
}

/** A customer's file name in a log line: first letter and extension only ("u***.jpg"). */
export function maskFileName(name: string): string {
  if (!name) return '';
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 6 ? name.slice(dot) : '';
  return `${name[0]}***${extension}`;
}
