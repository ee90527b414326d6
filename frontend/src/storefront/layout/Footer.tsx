import { STOREFRONT_TEXTS } from '@bestell/domain';
import { Link } from 'react-router';
import { useInitData } from '../../shared/api/init';
import { AppInstallLink } from '../app-install/AppInstall';
import { legalLinks } from './legal-links';

/** Footer links (spec 2): /, 'Online Bestellen' only with exactly one branch, contact and the legal links. */
export function Footer() {
  const { config, branches } = useInitData();
  const links = legalLinks(config);
  const only = branches.length === 1 ? branches[0] : null;
  return (
    <footer className="sf-footer">
      <nav aria-label="Fußzeile" className="sf-footer__nav">
        <Link to="/">Startseite</Link>
        {only && <Link to={`/store/${only.identifier}`}>{STOREFRONT_TEXTS.orderOnline}</Link>}
        <Link to="/kontakt">Kontakt</Link>
        {links.map((link) =>
          link.external ? (
            <a key={link.label} href={link.to} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          ) : (
            <Link key={link.label} to={link.to}>
              {link.label}
            </Link>
          ),
        )}
        <AppInstallLink className="sf-footer__install" />
      </nav>
      <p className="sf-footer__name">
        © {new Date().getFullYear()} {config.businessName || config.shopName}
      </p>
    </footer>
  );
}
