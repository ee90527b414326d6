// Both helpers in one import for the back office. The storefront imports sanitize-html (DOMPurify only)
// or markdown (marked too) directly, so a page that needs no markdown does not load marked (issue 17).
export { sanitizeHtml } from './sanitize-html';
export { renderMarkdown } from './markdown';
