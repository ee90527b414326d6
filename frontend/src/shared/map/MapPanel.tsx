// The map plugin's map (issue 40 item 8): nothing of MapLibre loads until the visitor has consented; before
// that a placeholder explains why and offers 'Karte anzeigen'. The lists of addresses with their directions
// links stay beside it, so no consent, no WebGL or a failed style still leaves every way to get there.
import { PARTNER_MAP, branchMarkers, partnerMarkers, type MapMarker } from '@bestell/domain';
import { useEffect, useRef, useState } from 'react';
import { onConsentChange, readConsent, writeConsent, type ConsentState } from '../consent/consent';
import { mapSettings, type MapSettings } from './map-settings';
import type { MapSlotProps } from './map-props';
import './map.css';

export const MAP_TEXTS = {
  show: 'Karte anzeigen',
  consent:
    'Die Karte wird erst geladen, wenn Sie Cookies zustimmen. Mit „Karte anzeigen“ stimmen Sie Cookies und dem Laden der Karte zu.',
  unavailable: 'Die Karte kann in diesem Browser nicht angezeigt werden. Die Adressen mit Route finden Sie unten.',
  label: (title: string) => `Karte: ${title}`,
  marker: (name: string) => `Route zu ${name} (öffnet in neuem Tab)`,
};

// Server rendering (content sites' loading shell) has no document: no answer yet, the placeholder.
const currentConsent = (): ConsentState => (typeof document === 'undefined' ? null : readConsent());

function useConsentState(): ConsentState {
  const [state, setState] = useState<ConsentState>(currentConsent);
  useEffect(() => onConsentChange(setState), []);
  return state;
}

interface LiveMapProps {
  settings: MapSettings;
  markers: readonly MapMarker[];
  /** 'branch': the configured 3D view; 'partner': zoom 9, pitch 20, fitted with padding 150 (spec 9). */
  variant: 'branch' | 'partner';
  title: string;
}

type Status = 'loading' | 'ready' | 'failed';

function LiveMap({ settings, markers, variant, title }: LiveMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  // Callers build settings and markers per render: the map is rebuilt only when their content changes.
  const key = JSON.stringify([settings, markers, variant]);
  useEffect(() => {
    let handle: { destroy(): void } | null = null;
    let cancelled = false;
    import('./map-view')
      .then((view) => {
        if (cancelled || !ref.current) return;
        if (!view.webglAvailable()) return setStatus('failed');
        const partner = variant === 'partner';
        handle = view.mountMap(ref.current, {
          style: new URL(settings.style, window.location.href).href,
          token: settings.token,
          markers,
          zoom: partner ? PARTNER_MAP.zoom : settings.zoom,
          pitch: partner ? PARTNER_MAP.pitch : settings.pitch,
          bearing: partner ? 0 : settings.bearing,
          fitPadding: partner ? PARTNER_MAP.fitPadding : undefined,
          buildings: !partner,
          markerLabel: MAP_TEXTS.marker,
        });
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      handle?.destroy();
    };
  }, [key]);
  if (status === 'failed') {
    return (
      <p className="sf-map__note" role="status">
        {MAP_TEXTS.unavailable}
      </p>
    );
  }
  return (
    <div
      ref={ref}
      className="sf-map__canvas"
      role="region"
      aria-label={MAP_TEXTS.label(title)}
      aria-busy={status === 'loading'}
      data-map={variant}
    />
  );
}

/** The map, or (without consent) the placeholder; nothing while the plugin is off or nothing has coordinates. */
export default function MapPanel({ config, branches, partners, variant, title }: MapSlotProps) {
  const consent = useConsentState();
  const settings = mapSettings(config);
  const markers = variant === 'partner' ? partnerMarkers(partners) : branchMarkers(branches ?? []);
  if (!settings || !markers.length) return null;
  if (consent !== 'accepted') {
    return (
      <div className="sf-map__placeholder" data-map-placeholder={variant}>
        <p>{MAP_TEXTS.consent}</p>
        <button type="button" className="sf-map__button" onClick={() => writeConsent('accepted')}>
          {MAP_TEXTS.show}
        </button>
      </div>
    );
  }
  return <LiveMap settings={settings} markers={markers} variant={variant} title={title} />;
}
