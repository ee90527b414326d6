import { contactMeta } from '@bestell/domain';
import { useInitData } from '../../shared/api/init';
import { useDocumentMeta } from '../../shared/ui/document-meta';
import { BranchContact } from './BranchContact';

/** Contact and opening hours of every branch (spec 2 /kontakt, home-page contact block). */
export function ContactPage() {
  const { config, branches } = useInitData();
  useDocumentMeta(contactMeta(config));
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
