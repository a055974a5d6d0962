import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { OfferBuyer, OfferBuyers } from '../routing/offer-buyers.js';
import type { TenantContext } from '../tenancy/context.js';
import { callSidOf } from './call-row-reads.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { bookConversions } from './conversions.js';

/**
 * Takes a ring's buyers for the call if they are still under their caps,
 * rechecked inside the call's transaction (buyers and groups locked on
 * PostgreSQL; SQLite runs one transaction at a time), and writes the dial,
 * the trace and any conversion of duration 0 with it.
 */
export async function claimRing(
  deps: { dialect: DialectName; store: CallStore; offerBuyers: OfferBuyers; clock: Clock; trace: CallTrace },
  ctx: TenantContext,
  call: CallRow,
  step: OfferBuyer[],
  params: Record<string, unknown>,
  tried: number[],
  more: (row: CallRow) => Record<string, unknown>,
  /** Trace events still to write: they go with this dial, or stay for the next write. */
  pending: CallEventInput[],
): Promise<{ buyers: OfferBuyer[] } | null> {
  const callId = Number(call.id);
  let taken: OfferBuyer[] = [];
  let events: CallEventInput[] = [];
  const capped: { buyer: OfferBuyer; reason: string }[] = [];
  await deps.store.change(
    ctx,
    callId,
    async (row, trx) => {
      if (deps.dialect === 'postgres') {
        const ids = step.map((b) => b.id).sort((a, b) => a - b);
        await trx
          .selectFrom('buyers')
          .select('id')
          .where('id', 'in', ids)
          .orderBy('id')
          .forUpdate()
          .execute();
        const groups = [...new Set(step.map((b) => b.group?.id).filter((g): g is number => g != null))];
        if (groups.length) {
          await trx
            .selectFrom('buyer_groups')
            .select('id')
            .where(
              'id',
              'in',
              groups.sort((a, b) => a - b),
            )
            .orderBy('id')
            .forUpdate()
            .execute();
        }
      }
      taken = [];
      capped.length = 0;
      for (const b of step) {
        const reason = await deps.offerBuyers.capped(ctx, b, trx);
        if (reason) capped.push({ buyer: b, reason });
        else taken.push(b);
      }
      if (taken.length === 0) return null;
      const first = taken[0]!;
      const values: Record<string, unknown> = {
        ...more(row),
        ...callSidOf(params, row),
        buyer_id: first.id,
        connected_to: taken.map((b) => b.number).join(','),
        buyers_tried: [...tried, ...taken.map((b) => b.id)],
      };
      const booking = await bookConversions(
        trx,
        ctx.company.id,
        { ...row, ...values },
        null,
        deps.clock.now(),
      );
      events = [
        ...taken.map((b) => ({
          type: 'Dial' as const,
          buyerId: b.id,
          detail: {
            number: b.number,
            timeout_seconds: b.timeout_seconds,
            simultaneous: taken.length > 1,
            buyer_group_id: b.group?.id ?? null,
          },
        })),
        ...booking.events,
      ];
      return { ...values, ...booking.values };
    },
    {},
    (trx, _before, after) =>
      deps.trace.write(trx, ctx.company.id, callId, [...pending.splice(0), ...events], after),
  );
  if (capped.length) {
    pending.push(
      ...capped.map((c) => ({
        type: 'BuyerConsidered' as const,
        buyerId: c.buyer.id,
        reason: c.reason,
        detail: { at: 'dial' },
      })),
    );
  }
  return taken.length ? { buyers: taken } : null;
}
