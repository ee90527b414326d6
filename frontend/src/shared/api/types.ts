// Shapes of the public API as the storefront reads them (spec 3). Domain types are the base so the
// rules from @bestell/domain take these objects as they are.
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
