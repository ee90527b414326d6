import sanitizeHtml from 'sanitize-html';

/**
 * The rich text a site or block may store (issue 15): a small allowlist of text tags, links only to
 * http(s), mailto, tel or relative targets. Everything else (scripts, event handlers, styles, svg,
 * iframes, data: and javascript: URLs) is dropped on save, so no renderer has to trust stored HTML.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Their text is code or markup, never words for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'iframe', 'object', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const { href, target } = attribs;
      const out: Record<string, string> = {};
      if (href !== undefined) out.href = href;
      // A new window must not get a handle on this page (window.opener) nor learn where it came from.
      if (target === '_blank') Object.assign(out, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Markdown's output for the legal pages: the rich text's allowlist plus its other text tags (no images). */
const LEGAL_OPTIONS: sanitizeHtml.IOptions = {
  ...OPTIONS,
  allowedTags: [
    ...(OPTIONS.allowedTags as string[]),
    ...['h1', 'h5', 'h6', 'hr', 'del', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
};

export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, LEGAL_OPTIONS).trim();
}
