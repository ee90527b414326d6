// Shapes of the public API as the storefront reads them (spec 3). Domain types are the base so the
// rules from @bestell/domain take these objects as they are. They are looser than the generated
// document's (optional fields for older rows and fixtures, `Date | string` instants, uploads with a
// publicHash), so they stay here, each checked against the document at the end of this file.
import type {
  Branch,
  CalculationModel,
  Instant,
  NavigationItem,
  Product,
  Schedule,
  SiteView,
  DeliveryArea,
  OrderType,
} from '@bestell/domain';
import type { components } from './generated/openapi';

/** A library image as catalogue JSON carries it (domain ImageRef, spec 3 "Image"), or an older upload. */
export interface MediaRef {
  id: string;
  version?: number;
  extension?: string;
  width?: number;
  height?: number;
  alt?: string | null;
  /** Focal point in 0..1 of width and height; the centre when absent. */
  focalX?: number | null;
  focalY?: number | null;
  /** Set for images uploaded through POST /api/uploads (served under /upload/{publicHash}/…). */
  publicHash?: string;
}

export interface ShopConfig {
  shopName: string;
  title: string;
  seoTitle: string;
  description: string;
  seoDescription: string;
  businessName: string;
  website: string;
  currency: string;
  defaultDeliveryMethod: OrderType;
  timezone: string;
  themePrimaryColor: string;
  themeSecondaryColor: string;
  borderRadius: string;
  /** A family of GET /api/fonts, or '' for the system font. */
  font: string;
  logo: MediaRef | null;
  favicon: MediaRef | null;
  termsAndConditions: string;
  termsAndConditionsText: string;
  privacyPolicy: string;
  privacyPolicyText: string;
  imprint: string;
  imprintText: string;
  allergens: string;
  allergensText: string;
  /** Spec 2 header and footer: social-network links ('' or absent hides them). */
  facebookUrl?: string;
  instagramUrl?: string;
  /** Spec 3 tracking ids ('' by default): loaded only after cookie consent (issue 20). */
  googleTagManagerId?: string;
  facebookPixelId?: string;
  /** False while the server has no SMS transport: the checkout offers e-mail only (issue 37). */
  smsAvailable?: boolean;
  [key: string]: unknown;
}

export interface ApiUser {
  id: string;
  roles: string[];
  branches: { id: string }[];
  [key: string]: unknown;
}

export interface Division {
  id: string;
  identifier: string;
  name: string;
  title?: string | null;
  description?: string | null;
  images?: MediaRef[];
  isPublic?: boolean;
  isEnabled?: boolean;
}

export interface ApiDeliveryArea extends DeliveryArea {
  id?: string;
}

export interface ApiBranch extends Branch {
  id: string;
  identifier: string;
  phone?: string | null;
  email?: string | null;
  description?: string | null;
  images?: MediaRef[];
  logo?: MediaRef | null;
  division?: { id: string } | null;
  deliveryAreas?: ApiDeliveryArea[];
  /** Decimal strings from the API; a branch is a map marker only with both (spec 2). */
  longitude?: string | number | null;
  latitude?: string | number | null;
}

export interface MenuCatalogEntry {
  category: string;
  products: string[];
}

export interface Menu {
  id: string;
  name: string;
  availableFrom: Instant;
  branches?: { id: string }[];
  catalog: MenuCatalogEntry[];
}

export interface Category {
  id: string;
  name: string;
  position?: number;
  image?: MediaRef | null;
  isEnabled: boolean;
  isPublic?: boolean;
  isVisibleWhenUnavailable?: boolean;
  schedule?: Schedule | null;
}

export interface Tag {
  id: string;
  name: string;
  image?: MediaRef | null;
}

export interface ApiProduct extends Product {
  id: string;
  pricing?: string | null;
  calculationModel?: CalculationModel | null;
  images?: MediaRef[];
  allergens?: string | null;
  category?: { id: string } | null;
  /** Spec 3 product content; duration is the image slider's seconds. */
  content?: { duration?: number | null } | null;
}

export interface DiningTable {
  id: string;
  identifier: string;
  name?: string;
  branch?: { id: string };
}

export interface Donatee {
  id: string;
  name: string;
  description?: string | null;
  image?: MediaRef | null;
}

/** A menu such as mainMenu or secondaryMenu (spec 3); visitors get only public ones, staff all. */
export interface ApiNavigation {
  id: string;
  identifier: string;
  isPublic: boolean;
  items: NavigationItem[];
}

export interface InitData {
  config: ShopConfig;
  me: ApiUser | null;
  divisions: Division[];
  branches: ApiBranch[];
  menus: Menu[];
  categories: Category[];
  products: ApiProduct[];
  tags: Tag[];
  tables: DiningTable[];
  donatees: Donatee[];
  navigations: ApiNavigation[];
  /** Content sites (issue 15): public ones for everyone, drafts too for staff. */
  sites: SiteView[];
}

// The server's checked shapes (the generated OpenAPI document) against the shapes read above: each pair
// fails the frontend typecheck once what the server sends no longer fits what the storefront reads.
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];
/** `T` with its string-literal unions widened to string, where the document names no enum. */
export type Loose<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? Loose<E>[]
    : T extends object
      ? { [K in keyof T]: Loose<T[K]> }
      : T;
/** `Server` must fit `Read`. */
export type Fits<Read, Server extends Read> = [Read, Server];
export type CheckedShapes = [
  Fits<MediaRef, Schema<'ImageRef'>>,
  Fits<ShopConfig, Schema<'ShopConfig'>>,
  Fits<ApiUser, Schema<'User'>>,
  Fits<Division, Schema<'Division'>>,
  // The document types opening and delivery hours' rule `type` as any string, the domain as its names.
  Fits<Loose<ApiBranch>, Schema<'BranchPublic'>>,
  Fits<Loose<ApiBranch>, Schema<'Branch'>>,
  Fits<Menu, Schema<'Menu'>>,
  Fits<Category, Schema<'Category'>>,
  Fits<Tag, Schema<'Tag'>>,
  // Products: GET sends decimal strings (RawProduct in init.ts, checked there).
  Fits<DiningTable, Schema<'Table'>>,
  Fits<Donatee, Schema<'DonateePublic'>>,
  Fits<Donatee, Schema<'Donatee'>>,
  Fits<ApiNavigation, Schema<'Navigation'>>,
];
