// Pictures of the demo business (issue 14 item 8): every product, category, branch and donatee gets one of
// the flat SVG illustrations in ./illustrations, some reused with another background colour. Plain data;
// `seed-images.ts` rasterises them (cached) and stores them in the image library at seed time.
import type { CategoryKey, DemoBranchKey } from './demo-data.js';

export interface Illustration {
  /** File name in ./illustrations without `.svg`. */
  art: string;
  /** Replaces the fill of the `<rect id="bg">`; absent keeps the file's own. */
  background?: string;
  alt: string;
}

const art = (name: string, alt: string, background?: string): Illustration => ({
  art: name,
  alt,
  ...(background ? { background } : {}),
});

/** By product key of DEMO_PRODUCTS. */
export const PRODUCT_ILLUSTRATIONS: Readonly<Record<string, Illustration>> = {
  kaisersemmel: art('roll', 'Kaisersemmel mit Sternmuster'),
  kornspitz: art('kornspitz', 'Kornspitz mit Körnern'),
  salzstangerl: art('salzstangerl', 'Salzstangerl mit Salz und Kümmel'),
  laugenbrezel: art('pretzel', 'Laugenbrezel mit grobem Salz'),
  bauernbrot: art('loaf-round', 'Runder Bauernbrot-Laib mit Mehl'),
  dinkelvollkorn: art('loaf-tin', 'Dinkelvollkornbrot, angeschnitten'),
  'roggenbrot-gewicht': art('loaf-rye', 'Roggenbrot-Laib mit zwei Scheiben'),
  'schwarzbrot-packung': art('bread-sliced', 'Schwarzbrot in Scheiben'),
  weihnachtsstollen: art('stollen', 'Weihnachtsstollen mit Staubzucker'),
  fruehstueckspaket: art('breakfast', 'Frühstücksbrett mit Semmeln, Butter, Marmelade und Kaffee'),
  'fruehstueck-selbst': art('breakfast', 'Frühstück mit Semmeln, Butter und Kaffee', '#E4EDD5'),
  'bircher-muesli': art('muesli', 'Schale Bircher Müsli mit Beeren'),
  'ham-and-eggs': art('ham-eggs', 'Ham & Eggs auf dem Teller'),
  butterkipferl: art('croissant', 'Butterkipferl'),
  topfengolatsche: art('golatsche', 'Topfengolatsche mit Staubzucker'),
  nussschnecke: art('cinnamon-roll', 'Nussschnecke mit Glasur'),
  apfelstrudel: art('strudel', 'Stück Apfelstrudel mit Schlagobers'),
  faschingskrapfen: art('krapfen', 'Faschingskrapfen mit Marillenmarmelade'),
  vanillekipferl: art('vanillekipferl', 'Vanillekipferl auf dem Teller'),
  sachertorte: art('cake-chocolate', 'Stück Sachertorte mit Schlagobers'),
  fototorte: art('cake-photo', 'Torte mit Fotodruck'),
  kindertorte: art('cake-kids', 'Bunte Geburtstagstorte mit Kerzen'),
  hochzeitstorte: art('cake-wedding', 'Dreistöckige Hochzeitstorte mit Rosen'),
  malakofftorte: art('cake-cream', 'Stück Malakofftorte'),
  beinschinken: art('ham', 'Beinschinken, aufgeschnitten'),
  extrawurst: art('sausage-slices', 'Extrawurst mit Scheiben'),
  kaesekrainer: art('sausages', 'Gegrillte Käsekrainer mit Senf'),
  tafelspitz: art('beef', 'Tafelspitz in Scheiben mit Apfelkren'),
  grillpaket: art('grill', 'Steak und Würstel auf dem Brett'),
  bergkaese: art('cheese-wedge', 'Stück Bergkäse'),
  emmentaler: art('cheese-holes', 'Stück Emmentaler mit Löchern'),
  kaeseplatte: art('cheese-platter', 'Käseplatte mit Trauben'),
  leberkaessemmel: art('leberkaese-roll', 'Leberkässemmel'),
  gulaschsuppe: art('soup', 'Teller Gulaschsuppe'),
  'schinken-kaese-toast': art('toast', 'Schinken-Käse-Toast'),
  liptauerbrot: art('bread-spread', 'Brot mit Liptauer und Zwiebeln'),
  mitarbeiterjause: art('sandwich', 'Belegtes Baguette'),
  pizzaschnecke: art('pizza-roll', 'Pizzaschnecke'),
  melange: art('coffee-melange', 'Wiener Melange mit Milchschaum'),
  verlaengerter: art('coffee-black', 'Verlängerter in der Tasse'),
  almdudler: art('bottle', 'Flasche Kräuterlimonade mit Glas'),
  apfelsaft: art('juice', 'Glas Apfelsaft mit Apfel'),
  gspritzter: art('wine-spritzer', "Weißer G'spritzter mit Zitrone"),
  maerzen: art('beer', 'Krügerl Märzenbier'),
};

export const CATEGORY_ILLUSTRATIONS: Readonly<Record<CategoryKey, Illustration>> = {
  brot: art('loaf-round', 'Brot & Gebäck', '#F4D6B0'),
  fruehstueck: art('breakfast', 'Frühstück', '#FBE9C8'),
  suesses: art('croissant', 'Süßes', '#F7D3BE'),
  torten: art('cake-chocolate', 'Torten', '#F5D2D2'),
  fleisch: art('sausages', 'Fleisch & Wurst', '#F2D2BD'),
  kaese: art('cheese-platter', 'Käse', '#EFE6C0'),
  snacks: art('sandwich', 'Snacks', '#F6DABB'),
  getraenke: art('coffee-melange', 'Getränke', '#D8E4EC'),
};

export const BRANCH_ILLUSTRATIONS: Readonly<Record<DemoBranchKey, Illustration>> = {
  wien: art('shop-wien', 'Geschäft Sonnleitner Wien-Neubau'),
  graz: art('shop-graz', 'Geschäft Sonnleitner Graz-Lend'),
};

/** In the order of DEMO_DONATEES. */
export const DONATEE_ILLUSTRATIONS: readonly Illustration[] = [
  art('heart', 'Herz mit Brot', '#F6E0DA'),
  art('heart', 'Herz mit Brot', '#E3ECE0'),
  art('heart', 'Herz mit Brot', '#E2E4F0'),
];

export const LOGO_ILLUSTRATION: Illustration = art('logo', 'Bäckerei Sonnleitner');
