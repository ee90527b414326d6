// Public surface of content/: other folders import only what is exported here (backend/README.md).
export { blockResource } from './block.resource.js';
export { ContactSubmission } from './contact/contact-submission.entity.js';
export { ContentModule } from './content.module.js';
export { RedirectMiddleware } from './redirect.middleware.js';
export { Redirect } from './redirect.entity.js';
export { redirectResource } from './redirect.resource.js';
export { sanitizeRichText } from './rich-text.js';
export { SeoPages } from './seo/seo-pages.service.js';
export { loadSiteRenderer } from './seo/site-renderer.js';
export { ReusableBlock } from './reusable-block.entity.js';
export { Site } from './site.entity.js';
export { siteResource } from './site.resource.js';
