// Media (group 'Medien'): the image library, the image templates (a generic resource) and the customers'
// uploads. The library's cropper and the template editor load only here.
import type { BackofficeFeature } from '../core/feature';
import { matchHashPath } from '../core/hash-route';
import { lazyPage } from '../core/lazy-page';
import { resourceMenuEntry, resourceRouter, type LazyResource } from '../resources/resource-feature';

const ImageLibraryPage = lazyPage(async () => (await import('./ImageLibraryPage')).ImageLibraryPage);
const UploadsPage = lazyPage(async () => (await import('./UploadsPage')).UploadsPage);

const TEMPLATES: LazyResource = {
  key: 'image-templates',
  title: 'Bildvorlagen',
  group: 'Medien',
  load: async () => (await import('./templates/template-config')).templateConfig,
};
const templates = resourceRouter([TEMPLATES]);

export const mediaFeature: BackofficeFeature = {
  menu: [
    { path: '/images', label: 'Bilder', group: 'Medien' },
    resourceMenuEntry(TEMPLATES),
    { path: '/uploads', label: 'Uploads', group: 'Medien' },
  ],
  route: (path, admin) => {
    if (matchHashPath('/images', path)) return { active: '/images', page: <ImageLibraryPage /> };
    if (matchHashPath('/uploads', path)) return { active: '/uploads', page: <UploadsPage /> };
    return templates(path, admin);
  },
};
