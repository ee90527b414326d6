// antd's built-in icons name themselves in English for screen readers ('search', 'close', 'close-circle'),
// whatever the locale. The back office replaces the ones it shows with icons named in German, or hidden
// where the button around them already has a German name.
import type { ConfigProviderProps } from 'antd';
import type { ReactNode } from 'react';

function Icon({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <svg
      className="bo-icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon label="Suchen">
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </Icon>
);

/** A close cross; unnamed, because antd's close buttons carry the locale's 'Schließen'. */
export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ClearIcon = ({ label }: { label: string }) => (
  <Icon label={label}>
    <circle cx="12" cy="12" r="10" fill="currentColor" stroke="none" />
    <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="#fff" strokeWidth={2} />
  </Icon>
);

/** ConfigProvider defaults: German-named icons in every back-office widget that shows one. */
export const GERMAN_ICONS: ConfigProviderProps = {
  inputSearch: { searchIcon: <SearchIcon /> },
  select: { clearIcon: <ClearIcon label="Auswahl löschen" /> },
  datePicker: { clearIcon: <ClearIcon label="Datum löschen" /> },
  timePicker: { clearIcon: <ClearIcon label="Uhrzeit löschen" /> },
  drawer: { closeIcon: <CloseIcon /> },
  modal: { closeIcon: <CloseIcon /> },
  image: { preview: { closeIcon: <CloseIcon /> } },
};
