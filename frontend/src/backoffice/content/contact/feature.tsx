// The contact form's submissions (group 'Inhalte', every member of staff).
import type { BackofficeFeature } from '../../core/feature';
import { matchHashPath } from '../../core/hash-route';
import { lazyPage } from '../../core/lazy-page';

const ContactSubmissionsPage = lazyPage(async () => (await import('./ContactSubmissionsPage')).ContactSubmissionsPage);

export const contactFeature: BackofficeFeature = {
  menu: [{ path: '/contact-submissions', label: 'Kontaktanfragen', group: 'Inhalte' }],
  route: (path) =>
    matchHashPath('/contact-submissions', path)
      ? { active: '/contact-submissions', page: <ContactSubmissionsPage /> }
      : null,
};
