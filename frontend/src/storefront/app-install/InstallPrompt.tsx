// The install prompt with instructions (spec 2 "Other overlays", spec 4). Browsers that offered their own
// prompt show it on 'Installieren'; the others get steps for iPhone, iPad, browsers with add-to-home-screen,
// or a manual fallback (spec 8 "Unsupported browser for install").
import { APP_TEXTS, installInstructionsFor, STOREFRONT_TEXTS } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { useAppInstall } from './install-prompt';

export function InstallPrompt({
  onDismiss,
  userAgent = navigator.userAgent,
  touchPoints = navigator.maxTouchPoints ?? 0,
}: {
  /** 'Jetzt nicht', a declined browser prompt, or 'Fertig' after the instructions. */
  onDismiss(): void;
  userAgent?: string;
  touchPoints?: number;
}) {
  const { hasBrowserPrompt, install } = useAppInstall();
  const [instructions, setInstructions] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The pressed button goes away: keep keyboard and screen-reader users in the prompt.
  useEffect(() => {
    if (instructions) heading.current?.focus();
  }, [instructions]);

  const accept = async () => {
    if (!hasBrowserPrompt) {
      setInstructions(true);
      return;
    }
    const outcome = await install().catch(() => 'dismissed' as const);
    // 'accepted' ends in the installed state, which hides the prompt.
    if (outcome !== 'accepted') onDismiss();
  };

  if (instructions) {
    const steps = APP_TEXTS.instructions[installInstructionsFor(userAgent, touchPoints)];
    return (
      <section className="sf-pwa-bar sf-pwa-install" aria-labelledby="sf-pwa-install-title">
        <h2 id="sf-pwa-install-title" className="sf-pwa-install__title" tabIndex={-1} ref={heading}>
          {APP_TEXTS.instructionsTitle}
        </h2>
        <ol className="sf-pwa-install__steps">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="sf-pwa-install__actions">
          <button type="button" className="sf-link-button" onClick={() => setInstructions(false)}>
            {APP_TEXTS.cancel}
          </button>
          <button type="button" className="sf-button" onClick={onDismiss}>
            {APP_TEXTS.instructionsDone}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="sf-pwa-bar sf-pwa-install" aria-labelledby="sf-pwa-install-title">
      <h2 id="sf-pwa-install-title" className="sf-pwa-install__title">
        {STOREFRONT_TEXTS.installApp}
      </h2>
      <p className="sf-pwa-bar__text">{APP_TEXTS.installPrompt}</p>
      <div className="sf-pwa-install__actions">
        <button type="button" className="sf-link-button" onClick={onDismiss}>
          {STOREFRONT_TEXTS.notNow}
        </button>
        <button type="button" className="sf-button" onClick={() => void accept()}>
          {APP_TEXTS.installAccept}
        </button>
      </div>
    </section>
  );
}
