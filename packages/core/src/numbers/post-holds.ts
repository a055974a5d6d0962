import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../db/tables.js';

/**
 * A phone_numbers row no ping/post holds now (number_holds, migration 0006:
 * a number an accepted post reserved for its buyer until held_until). Such
 * a number is neither a pool's spare nor lent to a web visitor: its next call
 * is the buyer's. For a `where` on a query from phone_numbers.
 */
export const notHeldByPost = (now: number) => (eb: ExpressionBuilder<DB, 'phone_numbers'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('number_holds')
        .select('number_holds.id')
        .whereRef('number_holds.phone_number_id', '=', 'phone_numbers.id')
        .where('number_holds.held_until', '>', now),
    ),
  );
