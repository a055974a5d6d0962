import { CarrierAccounts } from '../carriers/carrier-accounts.js';
import { NumberInsertion } from '../dni/number-insertion.js';
import { NUMBER_ORDER_JOB, numberOrderJob } from '../numbers/number-order-job.js';
import type { PhoneNumberResource } from '../numbers/phone-number-resource.js';
import { PoolRenter } from '../numbers/pool-renter.js';
import { PoolUpkeep } from '../numbers/pool-upkeep.js';
import type { AccessParts } from './access.js';
import type { Core, FoundationParts } from './foundation.js';

/** Carrier accounts and the numbers rented through them. */
export interface NumberParts {
  /** The companies' carrier integrations (Twilio, Telnyx, Plivo): number search, rent and unrent. */
  readonly carriers: CarrierAccounts;
  /** Rents a number for an auto_rent ring pool whose numbers are all held. */
  readonly poolRenter: PoolRenter;
  /** Ring pools' stockpiles topped up and idle numbers released: a pass the scheduler makes. */
  readonly poolUpkeep: PoolUpkeep;
  /** Dynamic number insertion: a ring pool number lent to a web visitor, and the impression recorded. */
  readonly numberInsertion: NumberInsertion;
}

export function wireNumbers(app: Core & FoundationParts & AccessParts): NumberParts {
  const { database, clock } = app;
  const { db } = database;
  const carriers = new CarrierAccounts({ db, clock, urls: app.urls, secrets: app.secrets });
  const phoneNumbers = () => app.resource('phone_numbers') as PhoneNumberResource;
  const poolRenter = new PoolRenter({ db, carriers, phoneNumbers });
  app.jobs.register(
    NUMBER_ORDER_JOB,
    numberOrderJob({ db, clock, companies: app.companies, carriers, phoneNumbers }),
  );
  return {
    carriers,
    poolRenter,
    poolUpkeep: new PoolUpkeep({ db, clock, companies: app.companies, renter: poolRenter, phoneNumbers }),
    numberInsertion: new NumberInsertion({ db, dialect: database.dialect, clock }),
  };
}
