import { STOREFRONT_TEXTS } from '@bestell/domain';
import { useAppInstall } from './install-prompt';

/** The 'App installieren' link (spec 2), shown only when installation may be offered. */
export function AppInstallLink({ className = 'sf-link-button' }: { className?: string }) {
  const { canInstall, install } = useAppInstall();
  if (!canInstall) return null;
  return (
    <button type="button" className={className} onClick={() => void install().catch(() => undefined)}>
      {STOREFRONT_TEXTS.installApp}
    </button>
  );
}

/** App-install promotion of the status page (spec 2), under the same rule as the link. */
export function AppInstallPromotion() {
  const { canInstall, install } = useAppInstall();
  if (!canInstall) return null;
  return (
    <section className="sf-co-section sf-install" aria-labelledby="st-install-title">
      <h2 id="st-install-title" className="sf-co-section__title">
        Unsere App
      </h2>
      <p>Mit der App bestellen Sie beim nächsten Mal schneller und haben Ihre Bestellung immer im Blick.</p>
      <button type="button" className="sf-button" onClick={() => void install().catch(() => undefined)}>
        {STOREFRONT_TEXTS.installApp}
      </button>
    </section>
  );
}
