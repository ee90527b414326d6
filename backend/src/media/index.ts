// Public surface of media/: other folders import only what is exported here (backend/README.md).
export { Image } from './images/image.entity.js';
export { IMAGE_REFERENCE_COLUMNS } from './images/image.repository.js';
export { ImageServer } from './images/image-server.js';
export { ImagesModule } from './images/images.module.js';
export { ImagesService } from './images/images.service.js';
export type { ImageChange, ImageFile, NewImage } from './images/images.service.js';
export { MediaModule } from './media.module.js';
export { FontsModule } from './fonts/fonts.module.js';
export { FontCatalog } from './fonts/font-catalog.js';
export { ImageTemplate } from './templates/image-template.entity.js';
export { imageTemplateResource } from './templates/image-template.resource.js';
export { TemplateRenderer } from './templates/template-renderer.js';
