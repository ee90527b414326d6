import { Initial1763715600000 } from './1763715600000-initial.js';

// Every migration in order; TypeORM runs the ones the database has not seen yet.
export const MIGRATIONS = [Initial1763715600000];
