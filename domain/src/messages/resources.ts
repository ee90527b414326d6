// Default load / create / update / delete messages per back-office resource (spec 8). The spec lists
// the plural names; the singular forms are ours (German grammar needs them for "konnte").

/** German names of a resource: plural (lists) and singular (one item). */
export interface ResourceName {
  plural: string;
  singular: string;
}

/** Resource key (API path segment) to German names, in the order of spec section 8. */
export const RESOURCE_NAMES = {
  images: { plural: 'Bilder', singular: 'Bild' },
  'image-templates': { plural: 'Bildvorlagen', singular: 'Bildvorlage' },
  uploads: { plural: 'Uploads', singular: 'Upload' },
  divisions: { plural: 'Organisationen', singular: 'Organisation' },
  branches: { plural: 'Filialen', singular: 'Filiale' },
  departments: { plural: 'Abteilungen', singular: 'Abteilung' },
  menus: { plural: 'Produktkataloge', singular: 'Produktkatalog' },
  categories: { plural: 'Kategorien', singular: 'Kategorie' },
  tags: { plural: 'Tags', singular: 'Tag' },
  products: { plural: 'Produkte', singular: 'Produkt' },
  orders: { plural: 'Bestellungen', singular: 'Bestellung' },
  users: { plural: 'Benutzer', singular: 'Benutzer' },
  logs: { plural: 'Logs', singular: 'Log' },
  devices: { plural: 'Geräte', singular: 'Gerät' },
  config: { plural: 'Konfiguration', singular: 'Konfiguration' },
  data: { plural: 'Daten', singular: 'Daten' },
  statistics: { plural: 'Statistik', singular: 'Statistik' },
  tables: { plural: 'Tische', singular: 'Tisch' },
  sites: { plural: 'Seiten', singular: 'Seite' },
  redirects: { plural: 'Redirects', singular: 'Redirect' },
  blocks: { plural: 'Inhalte', singular: 'Inhalt' },
  donatees: { plural: 'Spendenempfänger', singular: 'Spendenempfänger' },
  'working-activities': { plural: 'Aktivitäten', singular: 'Aktivität' },
  planning: { plural: 'Planung', singular: 'Planung' },
  projects: { plural: 'Projekte', singular: 'Projekt' },
  tasks: { plural: 'Aufgaben', singular: 'Aufgabe' },
  scenes: { plural: 'Szenen', singular: 'Szene' },
  'digital-signage-segments': { plural: 'Filmsequenzen', singular: 'Filmsequenz' },
  'digital-signage-streams': { plural: 'Streams', singular: 'Stream' },
  'digital-signage-devices': { plural: 'TVs', singular: 'TV' },
  navigations: { plural: 'Navigationen', singular: 'Navigation' },
  customers: { plural: 'Kunden', singular: 'Kunde' },
  fonts: { plural: 'Schriftarten', singular: 'Schriftart' },
  'working-schedules': { plural: 'Arbeitsplanung', singular: 'Arbeitsplanung' },
  'holiday-balances': { plural: 'Urlaubskonten', singular: 'Urlaubskonto' },
} as const satisfies Record<string, ResourceName>;

export type ResourceKey = keyof typeof RESOURCE_NAMES;

// Plural-only nouns take the plural verb even for "one item".
const PLURAL_ONLY = new Set<string>(['Daten']);
const verb = (noun: string) => (PLURAL_ONLY.has(noun) ? 'konnten' : 'konnte');

/** Default messages of one resource (spec 8): list load, item load, create, update, delete. */
export function resourceMessages(resource: ResourceKey) {
  const { plural, singular } = RESOURCE_NAMES[resource];
  return {
    loadList: `${plural} konnten nicht geladen werden`,
    loadItem: `${singular} ${verb(singular)} nicht geladen werden`,
    create: `${singular} ${verb(singular)} nicht erstellt werden`,
    update: `${singular} ${verb(singular)} nicht aktualisiert werden`,
    delete: `${singular} ${verb(singular)} nicht gelöscht werden`,
  };
}

/** The message to show for a failed call: the first server error when present, else the default. */
export function firstErrorMessage(
  errors: readonly { message?: string | null }[] | null | undefined,
  fallback: string,
): string {
  return errors?.find((error) => !!error.message)?.message ?? fallback;
}
