import { OPENING_TEXTS } from '@bestell/domain';
import { useState, type ReactNode } from 'react';
import type { ApiBranch } from '../../shared/api/types';
import { openingHoursRows } from './opening-hours';

/**
 * One branch's contact block and hours (spec 2 /kontakt and the home page): the opening-hours table,
 * or the delivery-hours table behind the toggle when delivery hours are enabled.
 */
export function BranchContact({
  branch,
  website,
  children,
}: {
  branch: ApiBranch;
  website?: string;
  /** An action under the address (the home page's order button per branch). */
  children?: ReactNode;
}) {
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
        {website && (
          <>
            <br />
            <a href={website} target="_blank" rel="noopener noreferrer">
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </>
        )}
      </address>
      {children}
      {/* A branch without any rules (holidays) shows no empty table under a bare heading. */}
      {rows.length > 0 && <h3>{showDelivery ? 'Lieferzeiten' : 'Öffnungszeiten'}</h3>}
      {rows.length > 0 && (
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
      )}
      {hasDelivery && (
        <button type="button" className="sf-link-button" onClick={() => setShowDelivery(!showDelivery)}>
          {showDelivery ? OPENING_TEXTS.showOpeningHours : OPENING_TEXTS.showDeliveryHours}
        </button>
      )}
    </section>
  );
}
