import type { EntityManager } from 'typeorm';
import { User } from './user.entity.js';

/** Account lookups by e-mail (case-insensitive) and the admin count, bound to the caller's EntityManager. */
export class UserRepository {
  constructor(private readonly em: EntityManager) {}

  /** The account of a lower-cased address; with its branches when asked (a login needs them). */
  byEmail(lowerCased: string, opts: { branches?: boolean } = {}): Promise<User | null> {
    const q = this.em.getRepository(User).createQueryBuilder('u');
    if (opts.branches) q.leftJoinAndSelect('u.branches', 'b');
    return q.where('lower(u.email) = :email', { email: lowerCased }).getOne();
  }

  /** A login: the address as typed (trimmed), compared lower-cased on both sides, with branches. */
  forLogin(typed: string): Promise<User | null> {
    return this.em
      .getRepository(User)
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.branches', 'b')
      .where('lower(u.email) = lower(:email)', { email: typed.trim() })
      .getOne();
  }

  /** Every ROLE_ADMIN account, by e-mail. */
  admins(): Promise<User[]> {
    return this.em
      .getRepository(User)
      .createQueryBuilder('u')
      .where(`'ROLE_ADMIN' = ANY(u.roles)`)
      .orderBy('u.email')
      .getMany();
  }

  adminCount(): Promise<number> {
    return this.em.getRepository(User).createQueryBuilder('u').where(`'ROLE_ADMIN' = ANY(u.roles)`).getCount();
  }
}
