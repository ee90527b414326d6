import { STOREFRONT_TEXTS } from '@bestell/domain';
import { useLocation } from 'react-router';
import { useInitData } from '../../shared/api/init';
import { AppInstallLink } from '../app-install/AppInstall';
import { CookieSettingsLink } from '../consent/CookieSettingsLink';
import { FooterMenus } from '../navigation/FooterMenus';
import { footerMenus, linkedPaths } from '../navigation/navigations';
import { legalLinks } from './legal-links';
import { navigationRoute } from './main-menu';
import { SocialLinks } from './SocialLinks';
import { Link } from '../../shared/shop-ui/Link';

/**
 * Footer (spec 2): the public main and secondary menu, then /, 'Online Bestellen' only with exactly one
 * branch, contact and the legal links; a fixed link the menus already carry is not repeated.
 */
export function Footer() {
  const { config, branches, navigations } = useInitData();
  const { pathname } = useLocation();
  const menus = footerMenus(navigations);
  const linked = linkedPaths(menus.flatMap((menu) => menu.items));
  const links = legalLinks(config).filter((link) => link.external || !linked.has(link.to));
  // Staff see hidden branches in the list too; the customer's count is what decides (as in the main menu).
  const listed = branches.filter((branch) => branch.isPublic !== false && branch.isEnabled !== false);
  const only = listed.length === 1 ? listed[0] : null;
  return (
    <footer className="sf-footer">
      <FooterMenus menus={menus} route={navigationRoute(pathname)} />
      <nav aria-label="Fußzeile" className="sf-footer__nav">
        {!linked.has('/') && <Link to="/">Startseite</Link>}
        {only && !linked.has(`/store/${only.identifier}`) && (
          <Link to={`/store/${only.identifier}`}>{STOREFRONT_TEXTS.orderOnline}</Link>
        )}
        {!linked.has('/kontakt') && <Link to="/kontakt">Kontakt</Link>}
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
        <CookieSettingsLink />
      </nav>
      <SocialLinks className="sf-footer__social" />
      <p className="sf-footer__name">
        © {new Date().getFullYear()} {config.businessName || config.shopName}
      </p>
    </footer>
  );
}
