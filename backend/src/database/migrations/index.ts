import { Initial1763715600000 } from './1763715600000-initial.js';
import { Orders1763800000000 } from './1763800000000-orders.js';

// Every migration in order; TypeORM runs the ones the database has not seen yet.
export const MIGRATIONS = [Initial1763715600000, Orders1763800000000];
