// The whole round trip with @leadline/sdk against a running `leadline serve`:
//   LEADLINE_BASE_URL=http://127.0.0.1:3000 LEADLINE_PUBLIC_KEY=llpk_… LEADLINE_PRIVATE_KEY=llsk_… \
//     node packages/sdk/examples/quickstart.ts
import { Leadline, NotFoundError, UnprocessableEntityError } from '@leadline/sdk';

const client = new Leadline(); // reads LEADLINE_BASE_URL, LEADLINE_PUBLIC_KEY, LEADLINE_PRIVATE_KEY
const run = Date.now().toString(36);

// Create 1,000 buyer fleets, 20 requests at a time.
for (let i = 0; i < 1000; i += 20) {
  await Promise.all(
    Array.from({ length: 20 }, (_, j) =>
      client.buyerFleets.create({ name: `Fleet ${i + j}`, user_fleet_id: `fleet_${run}_${i + j}` }),
    ),
  );
}

// Page through all of them, 100 a request: list() follows the cursor to the end.
let listed = 0;
for await (const fleet of client.buyerFleets.list({ fulltext: run, per_page: 100 })) {
  if (fleet.user_fleet_id.startsWith(`fleet_${run}_`)) listed++;
}
console.log(`listed ${listed} fleets`);

// Update and destroy one.
const fleet = await client.buyerFleets.create({ name: 'East', user_fleet_id: `east_${run}` });
const renamed = await client.buyerFleets.update(fleet.id, { name: 'East Coast' });
console.log(`renamed to ${renamed.name}`);
await client.buyerFleets.destroy(fleet.id);

// Errors arrive as classes: a 422 names each bad field, a 404 is a NotFoundError.
try {
  await client.buyerFleets.create({ name: 'Twin', user_fleet_id: `fleet_${run}_0` });
} catch (error) {
  if (!(error instanceof UnprocessableEntityError)) throw error;
  console.log(`422: user_fleet_id ${error.errors.user_fleet_id?.join(', ')}`);
}
try {
  await client.buyerFleets.show(fleet.id);
} catch (error) {
  if (!(error instanceof NotFoundError)) throw error;
  console.log(`404: ${error.message}`);
}
