import { OPENING_TEXTS } from '@bestell/domain';
import { useState } from 'react';
import { useInitData } from '../../shared/api/init';
import type { ApiBranch } from '../../shared/api/types';
import { baseTitle, pageTitle, useDocumentMeta } from '../../shared/ui/document-meta';
import { openingHoursRows } from './opening-hours';

function BranchContact({ branch }: { branch: ApiBranch }) {
  const [showDelivery, setShowDelivery] = useState(false);
  const hasDelivery = !!branch.isDeliveryHoursEnabled && (branch.deliveryHours?.length ?? 0) > 0;
  const rows = openingHoursRows(showDelivery ? (branch.deliveryHours ?? []) : branch.openingHours);
  return (
    <section className="sf-contact" aria-labelledby={`contact-${branch.id}`}>
      <h2 id={`contact-${branch.id}`}>{branch.name}</h2>
      <address>
        {branch.street}
        <br />
        {branch.zipCode} {branch.city}
        {branch.phone && (
          <>
            <br />
            <a href={`tel:${branch.phone.replace(/\s+/g, '')}`}>{branch.phone}</a>
          </>
        )}
        {branch.email && (
          <>
            <br />
            <a href={`mailto:${branch.email}`}>{branch.email}</a>
          </>
        )}
      </address>
      <h3>{showDelivery ? 'Lieferzeiten' : 'Öffnungszeiten'}</h3>
      <table className="sf-hours">
        <tbody>
          {rows.map((row) => (
            <tr key={row.day}>
              <th scope="row">{row.day}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {hasDelivery && (
        <button type="button" className="sf-link-button" onClick={() => setShowDelivery(!showDelivery)}>
          {showDelivery ? OPENING_TEXTS.showOpeningHours : OPENING_TEXTS.showDeliveryHours}
        </button>
      )}
    </section>
  );
}

/** Contact and opening hours of every branch (spec 2 /kontakt, home-page contact block). */
export function ContactPage() {
  const { config, branches } = useInitData();
  useDocumentMeta({ title: pageTitle('Kontakt', baseTitle(config)), description: config.description });
  return (
    <div className="sf-page">
      <h1 className="sf-intro__title">Kontakt</h1>
      {config.businessName && <p>{config.businessName}</p>}
      {config.website && (
        <p>
          <a href={config.website} target="_blank" rel="noopener noreferrer">
            {config.website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      )}
      <div className="sf-contact-grid">
        {branches.map((branch) => (
          <BranchContact key={branch.id} branch={branch} />
        ))}
      </div>
    </div>
  );
}
