import { CarrierAccounts } from '../carriers/carrier-accounts.js';
import { NumberInsertion } from '../dni/number-insertion.js';
import { PoolRenter } from '../numbers/pool-renter.js';
import type { Core, FoundationParts } from './foundation.js';

/** Carrier accounts and the numbers rented through them. */
export interface NumberParts {
  /** The companies' carrier integrations (Twilio, Telnyx, Plivo): number search, rent and unrent. */
  readonly carriers: CarrierAccounts;
  /** Rents a number for an auto_rent ring pool whose numbers are all held. */
  readonly poolRenter: PoolRenter;
  /** Dynamic number insertion: a ring pool number lent to a web visitor, and the impression recorded. */
  readonly numberInsertion: NumberInsertion;
}

export function wireNumbers(app: Core & FoundationParts): NumberParts {
  const { database, clock } = app;
  const { db } = database;
  const carriers = new CarrierAccounts({ db, clock, urls: app.urls, secrets: app.secrets });
  return {
    carriers,
    poolRenter: new PoolRenter({ db, carriers, phoneNumbers: () => app.resource('phone_numbers') }),
    numberInsertion: new NumberInsertion({ db, dialect: database.dialect, clock }),
  };
}
