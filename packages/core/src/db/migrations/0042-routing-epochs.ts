import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * One number per company that moves whenever what its calls are routed by changes (buyers,
 * buyer groups, the links between offers, buyers and groups): the router remembers an offer's
 * compiled buyers while it stands (`routing/routing-epoch.ts`). On SQLite the triggers that
 * move it are installed once the resource tables exist (`routing/routing-triggers.ts`); on
 * PostgreSQL the same triggers send a NOTIFY instead and this table stays empty.
 */
export const routingEpochs: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('routing_epochs')
      .addColumn('company_id', t('bigint'), (c) => c.primaryKey())
      .addColumn('n', t('bigint'), (c) => c.notNull())
      .execute();
  },
};
