import type { EntityManager, FindOptionsOrder, FindOptionsRelations, FindOptionsWhere } from 'typeorm';
import type { z } from 'zod';

export type Audience = 'public' | 'staff';
export type Role = 'admin' | 'staff';

/**
 * Everything that differs between catalogue resources; the generic service and controller do the rest
 * (access, scope, validation, 404s, transactions, German errors).
 */
export interface ResourceDefinition<E extends { id: string }, Ctx = unknown> {
  path: string;
  entity: new () => E;
  /** German labels for default messages (spec section 8): e.g. 'Filiale' / 'Filialen'. */
  label: { one: string; many: string };
  /**
   * Create schema (strict object); updates use its partial form. No top-level `.default()`: zod applies
   * defaults inside `.partial()` too, so an update would reset the field.
   */
  schema: z.ZodObject;
  relations?: FindOptionsRelations<E>;
  order?: FindOptionsOrder<E>;
  /** Lookup by identifier as well as by id. */
  identifierField?: keyof E & string;
  /** The stored identifier for a looked-up key (a redirect's '/alte-karte' for 'alte-karte'); null: none. */
  identifierKey?: (key: string) => string | null;
  /** Extra where for identifier lookups taken from the query string (tables are unique per branch). */
  identifierQuery?: (query: Record<string, unknown>) => FindOptionsWhere<E>;
  /**
   * Filter parameters of the list (spec 7: departments, schedules, projects, tasks): validates the query
   * string and returns the where; absent means the list takes no filters.
   */
  filter?: (query: Record<string, unknown>) => FindOptionsWhere<E>;
  /** What anonymous callers may read; absent means staff only. */
  publicWhere?: FindOptionsWhere<E> | FindOptionsWhere<E>[];
  access: { read: Role; create: Role; update: Role; delete: Role };
  /** For employees: is this item one of their branches'? Absent means not branch-scoped. */
  inScope?: (entity: E, branchIds: string[]) => boolean;
  /** Fields of the entity (as it is) that the input would change and only admins may (issue 12). */
  adminOnlyChanges?: (entity: E, input: Record<string, unknown>) => string[];
  /** Writes validated input onto the entity, resolving references through `em`. */
  apply: (entity: E, input: Record<string, unknown>, em: EntityManager) => Promise<void> | void;
  /** Loads whatever the views need once per request (e.g. which products are public). */
  viewContext?: (em: EntityManager, audience: Audience) => Promise<Ctx>;
  view: (entity: E, audience: Audience, ctx: Ctx) => Record<string, unknown>;
  /**
   * The view as a zod schema (issue 22): documents every answer of the resource in the OpenAPI document,
   * and the contract tests hold `view` to it. Absent: the resource's routes are listed as undocumented.
   */
  viewSchema?: z.ZodType;
  /** What anonymous callers get when it differs from the staff view (fewer fields). */
  publicViewSchema?: z.ZodType;
  /** Keys `afterSave` adds to the create/update answer once (e.g. a token shown only then). */
  savedExtras?: z.ZodRawShape;
  /** Runs in the delete transaction before the row goes; throws to refuse (e.g. still referenced in JSON). */
  beforeDelete?: (entity: E, em: EntityManager) => Promise<void> | void;
  /** Runs in the write transaction after save; what it returns is merged into the response (once). */
  afterSave?: (
    entity: E,
    input: Record<string, unknown>,
    em: EntityManager,
    created: boolean,
  ) => Promise<Record<string, unknown> | void>;
}

// The concrete entity types differ per resource; the registry only needs the common shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResource = ResourceDefinition<any, any>;

export const defineResource = <E extends { id: string }, Ctx = unknown>(def: ResourceDefinition<E, Ctx>) => def;
