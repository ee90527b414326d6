import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { AUTH, OWN_TEXTS } from '@bestell/domain';
import {
  ApiError,
  assertSameId,
  dropReadOnly,
  isUuid,
  parseInput,
  withoutReadOnly,
  type AnyResource,
  type Audience,
  type Role,
} from '../common/index.js';
import { type AuthContext, type AuthedRequest, branchScope, isAdmin, requireStaff } from '../auth/index.js';
import { diffFields, masked, recordAudit, secretInputs } from '../audit/index.js';
import { inTransaction } from '../database/index.js';

/** The branch an audit row of this record belongs to (its own id for a branch), if any. */
function branchOf(def: AnyResource, entity: { id: string; branchId?: unknown; branch?: { id?: string } | null }) {
  if (def.path === 'branches') return entity.id;
  return typeof entity.branchId === 'string' ? entity.branchId : (entity.branch?.id ?? null);
}

@Injectable()
export class CrudService {
  constructor(private readonly ds: DataSource) {}

  private authorize(req: AuthedRequest, role: Role): AuthContext {
    const auth = requireStaff(req);
    if (role === 'admin' && !isAdmin(auth)) throw new ApiError(403, [{ message: AUTH.forbidden }]);
    return auth;
  }

  /** Anonymous readers get the public view, staff the staff view within their branches. */
  private reader(def: AnyResource, req: AuthedRequest): { audience: Audience; scope: string[] | null } {
    if (!req.auth) {
      if (!def.publicWhere) throw new ApiError(401, [{ message: AUTH.unauthenticated }]);
      return { audience: 'public', scope: null };
    }
    const auth = this.authorize(req, def.access.read);
    return { audience: 'staff', scope: def.inScope ? branchScope(auth) : null };
  }

  private visible(def: AnyResource, entity: unknown, scope: string[] | null): boolean {
    return scope === null || !def.inScope || def.inScope(entity, scope);
  }

  async list(
    def: AnyResource,
    req: AuthedRequest,
    em: EntityManager = this.ds.manager,
    query: Record<string, unknown> = {},
  ): Promise<unknown[]> {
    const { audience, scope } = this.reader(def, req);
    // Resources with filters are staff-only (no publicWhere), so the two never need merging.
    const filtered = def.filter?.(query);
    const rows = await em.getRepository(def.entity).find({
      where: audience === 'public' ? def.publicWhere : filtered,
      relations: def.relations,
      order: def.order,
    });
    const ctx = await def.viewContext?.(em, audience);
    return rows.filter((r) => this.visible(def, r, scope)).map((r) => def.view(r, audience, ctx));
  }

  private async find(
    def: AnyResource,
    key: string,
    query: Record<string, unknown>,
    audience: Audience,
    em: EntityManager,
  ) {
    let where: FindOptionsWhere<object>;
    if (isUuid(key)) where = { id: key };
    else if (def.identifierField) {
      const value = def.identifierKey ? def.identifierKey(key) : key;
      if (value === null) throw ApiError.notFound();
      where = { [def.identifierField]: value, ...def.identifierQuery?.(query) };
    } else throw ApiError.notFound();
    const publicWhere = audience === 'public' ? def.publicWhere : undefined;
    const wheres = Array.isArray(publicWhere)
      ? publicWhere.map((p) => ({ ...p, ...where }))
      : { ...(publicWhere ?? {}), ...where };
    const entity = await em.getRepository(def.entity).findOne({ where: wheres, relations: def.relations });
    if (!entity) throw ApiError.notFound();
    return entity;
  }

  async get(def: AnyResource, key: string, query: Record<string, unknown>, req: AuthedRequest): Promise<unknown> {
    const { audience, scope } = this.reader(def, req);
    const entity = await this.find(def, key, query, audience, this.ds.manager);
    // Another branch's item answers like a missing one: nothing to learn from the difference.
    if (!this.visible(def, entity, scope)) throw ApiError.notFound();
    return def.view(entity, audience, await def.viewContext?.(this.ds.manager, audience));
  }

  /** Joins the caller's transaction when there is one (a CSV import saves all rows or none, issue 39). */
  async create(def: AnyResource, body: unknown, req: AuthedRequest): Promise<unknown> {
    const auth = this.authorize(req, def.access.create);
    const input = parseInput(def.schema, withoutReadOnly(body)) as Record<string, unknown>;
    return inTransaction(this.ds, async (em) => {
      const entity = em.getRepository(def.entity).create();
      await def.apply(entity, input, em);
      this.assertWritable(def, entity, auth);
      await em.save(entity);
      const extra = await def.afterSave?.(entity, input, em, true);
      const view = await this.reload(def, entity.id, em);
      // Issue 21 item 6: the audit row commits with the record or not at all.
      await recordAudit(em, {
        action: 'create',
        resource: def.path,
        resourceId: entity.id,
        branchId: branchOf(def, entity),
        changes: { ...diffFields(null, view), ...secretInputs(input, true) },
      });
      return { ...view, ...(extra ?? {}) };
    });
  }

  async update(def: AnyResource, key: string, body: unknown, req: AuthedRequest): Promise<unknown> {
    const auth = this.authorize(req, def.access.update);
    if (!isUuid(key)) throw ApiError.notFound();
    // A GET answer sent back as it is (issue 40 item 10): its id must be this one, its view-only fields go.
    assertSameId(key, body);
    const writable = dropReadOnly(def.schema, def.viewSchema, withoutReadOnly(body));
    const input = parseInput(def.schema.partial(), writable) as Record<string, unknown>;
    return inTransaction(this.ds, async (em) => {
      const entity = await this.find(def, key, {}, 'staff', em);
      if (!this.visible(def, entity, branchScope(auth))) throw ApiError.notFound();
      const adminOnly = isAdmin(auth) ? [] : (def.adminOnlyChanges?.(entity, input) ?? []);
      if (adminOnly.length > 0) {
        throw new ApiError(
          403,
          adminOnly.map((field) => ({ field, message: OWN_TEXTS.adminOnlyField })),
        );
      }
      // A copy of what staff saw before (apply changes the entity in place), for the audit row's diff.
      const before = masked(def.view(entity, 'staff', await def.viewContext?.(em, 'staff'))) as Record<string, unknown>;
      await def.apply(entity, input, em);
      this.assertWritable(def, entity, auth);
      await em.save(entity);
      const extra = await def.afterSave?.(entity, input, em, false);
      const view = await this.reload(def, entity.id, em);
      await recordAudit(em, {
        action: 'update',
        resource: def.path,
        resourceId: entity.id,
        branchId: branchOf(def, entity),
        changes: { ...diffFields(before, view), ...secretInputs(input, false) },
      });
      return { ...view, ...(extra ?? {}) };
    });
  }

  async remove(def: AnyResource, key: string, req: AuthedRequest): Promise<null> {
    const auth = this.authorize(req, def.access.delete);
    if (!isUuid(key)) throw ApiError.notFound();
    await this.ds.transaction(async (em) => {
      const entity = await this.find(def, key, {}, 'staff', em);
      if (!this.visible(def, entity, branchScope(auth))) throw ApiError.notFound();
      await def.beforeDelete?.(entity, em);
      const before = def.view(entity, 'staff', await def.viewContext?.(em, 'staff'));
      await em.getRepository(def.entity).delete({ id: entity.id });
      await recordAudit(em, {
        action: 'delete',
        resource: def.path,
        resourceId: entity.id,
        branchId: branchOf(def, entity),
        changes: diffFields(before, null),
      });
    });
    return null;
  }

  /** An employee may not move an item into a branch that is not theirs. */
  private assertWritable(def: AnyResource, entity: unknown, auth: AuthContext): void {
    const scope = branchScope(auth);
    if (!this.visible(def, entity, scope)) throw new ApiError(403, [{ message: AUTH.forbidden }]);
  }

  private async reload(def: AnyResource, id: string, em: EntityManager): Promise<Record<string, unknown>> {
    const fresh = await em.getRepository(def.entity).findOneOrFail({ where: { id }, relations: def.relations });
    return def.view(fresh, 'staff', await def.viewContext?.(em, 'staff'));
  }
}
