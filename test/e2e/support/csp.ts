// Records Content-Security-Policy violations of every page of a browser context (issue 12 item 7: the
// browser tests fail on any CSP violation report). Two independent sources, so that neither a lost binding
// call (the page navigated away) nor a violation Chromium only logs goes unnoticed:
// - an init script listens for `securitypolicyviolation` on document, keeps each on window and hands it
//   to Node through a binding;
// - console messages that mention the Content Security Policy.
import type { BrowserContext } from '@playwright/test';

export interface CspViolation {
  source: 'event' | 'console';
  directive: string;
  blockedURI: string;
  documentURI: string;
  disposition?: string;
  sample?: string;
}

const BINDING = '__e2eCspViolation';

// Runs in the page before any of its scripts; a plain function, serialised by Playwright.
function listen(binding: string) {
  const store = window as unknown as Record<string, unknown>;
  const seen = (store.__cspViolations ??= []) as unknown[];
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const violation = {
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        disposition: event.disposition,
        sample: event.sample,
      };
      seen.push(violation);
      const report = store[binding];
      if (typeof report === 'function') report(violation);
    },
    true,
  );
}

/**
 * Chromium's console text, e.g. `Executing inline script violates the following Content Security Policy
 * directive 'script-src 'self''. ...` or `Loading the script 'https://x/a.js' violates ...` (older
 * versions: `Refused to ... because it violates the following Content Security Policy directive: "..."`).
 */
function fromConsole(text: string, url: string): CspViolation {
  const directive = /Content Security Policy directive:? ["'](.*?)["']\.(?:\s|$)/.exec(text)?.[1] ?? text;
  const blocked =
    /'((?:https?|wss?|data|blob):[^']*)'/.exec(text)?.[1] ??
    (/inline/i.test(text) ? 'inline' : /eval/i.test(text) ? 'eval' : '(unknown)');
  return { source: 'console', directive, blockedURI: blocked, documentURI: url };
}

export interface CspWatch {
  readonly violations: readonly CspViolation[];
  /** Throws, naming directive and blocked URI of each violation, when any was seen. */
  assertNone(): void;
}

export function describeViolations(violations: readonly CspViolation[]): string {
  return violations
    .map(
      (v) =>
        `  [${v.source}] directive ${v.directive} blocked ${v.blockedURI || '(none)'} on ${v.documentURI}` +
        (v.disposition ? ` (${v.disposition})` : '') +
        (v.sample ? `: ${v.sample}` : ''),
    )
    .join('\n');
}

/** Starts recording on `context`; call before its pages load anything. */
export async function watchCsp(context: BrowserContext): Promise<CspWatch> {
  const violations: CspViolation[] = [];
  await context.exposeBinding(BINDING, (_source, violation: Omit<CspViolation, 'source'>) => {
    violations.push({ source: 'event', ...violation });
  });
  await context.addInitScript(listen, BINDING);
  context.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) violations.push(fromConsole(text, message.page()?.url() ?? ''));
  });
  return {
    violations,
    assertNone() {
      if (violations.length) {
        throw new Error(
          `${violations.length} Content-Security-Policy violation(s):\n${describeViolations(violations)}`,
        );
      }
    },
  };
}
