import { describe, expect, it } from 'vitest';
import { type Body, useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

describe('phone numbers through a carrier integration: search, rent, unrent', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, other: 'Other Co' });
  const kit = useCarrierKit(t);
  const { api, create, integration, withoutCarriers } = kit;
  /** Fresh numbers in area code `area`, offered by every fake carrier. */
  const stock = (area: string, count: number) => {
    const numbers = Array.from({ length: count }, () => kit.number(area));
    for (const n of numbers) kit.carriers.inventory.add(n);
    return numbers;
  };
  const integrationOf = async (id: number) => (await api('GET', `/integrations/${id}`)).json().integration;

  describe('GET /phone_numbers/search', () => {
    it("asks the company's twilio account with its credentials and answers numbers in one shape", async () => {
      await withoutCarriers();
      const account = await integration('twilio');
      const [first, second] = stock('212', 2);
      stock('646', 1);
      const res = await api('GET', '/phone_numbers/search?area_code=212&limit=5&sms_enabled=1');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.available_phone_numbers.map((n: Body) => n.number)).toEqual([first, second]);
      expect(body.available_phone_numbers[0]).toEqual({
        number: first,
        friendly_name: expect.stringMatching(/^\(212\)/),
        locality: 'New York',
        region: 'NY',
        postal_code: '10001',
        country: 'US',
        rate_center: 'NWYRCYZN01',
        voice_enabled: true,
        sms_enabled: true,
        mms_enabled: false,
        monthly_cost: null,
        setup_cost: null,
        currency: null,
      });
      expect(body.metadata).toEqual({
        root: 'available_phone_numbers',
        total_count: 2,
        provider: 'twilio',
        integration_id: account.id,
      });
      const sent = kit.carriers.requests[0]!;
      expect(sent.path).toBe('/2010-04-01/Accounts/AC_test/AvailablePhoneNumbers/US/Local.json');
      expect(Object.fromEntries(sent.query)).toEqual({ AreaCode: '212', SmsEnabled: 'true', PageSize: '5' });
      expect(await integrationOf(account.id)).toMatchObject({ status: 'connected', last_error: null });
    });

    it('searches telnyx and plivo accounts too, with their costs, by provider', async () => {
      await withoutCarriers();
      const telnyx = await integration('telnyx');
      const plivo = await integration('plivo');
      const [number] = stock('718', 1);
      const fromTelnyx = (await api('GET', '/phone_numbers/search?provider=telnyx&area_code=718')).json();
      expect(fromTelnyx.metadata).toMatchObject({ provider: 'telnyx', integration_id: telnyx.id });
      expect(fromTelnyx.available_phone_numbers).toEqual([
        expect.objectContaining({
          number,
          region: 'NY',
          locality: 'New York',
          sms_enabled: true,
          monthly_cost: 1.5,
          setup_cost: 1,
          currency: 'USD',
        }),
      ]);
      expect(kit.carriers.requests[0]!.query.get('filter[national_destination_code]')).toBe('718');
      const fromPlivo = (
        await api('GET', `/phone_numbers/search?integration_id=${plivo.id}&area_code=718`)
      ).json();
      expect(fromPlivo.metadata).toMatchObject({ provider: 'plivo', integration_id: plivo.id });
      expect(fromPlivo.available_phone_numbers).toEqual([
        expect.objectContaining({ number, sms_enabled: false, monthly_cost: 0.8, currency: 'USD' }),
      ]);
    });

    it('answers 422 naming the parameter for bad criteria, before the carrier is asked', async () => {
      await withoutCarriers();
      await integration('twilio');
      const res = await api(
        'GET',
        '/phone_numbers/search?area_code=2x&limit=500&country=usa&number_type=mobile',
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['area_code', 'country', 'limit', 'number_type']);
      expect(kit.carriers.requests).toHaveLength(0);
    });

    it('names what is missing when the company has no carrier account, or more than one', async () => {
      await withoutCarriers();
      const none = await api('GET', '/phone_numbers/search?provider=twilio');
      expect(none.statusCode).toBe(422);
      expect(none.json().errors.provider[0]).toMatch(/no active twilio integration/);
      await integration('twilio', { active: false });
      expect((await api('GET', '/phone_numbers/search')).json().errors.integration_id[0]).toMatch(
        /no active carrier integration/,
      );
      const a = await integration('twilio');
      const b = await integration('telnyx');
      const two = await api('GET', '/phone_numbers/search');
      expect(two.statusCode).toBe(422);
      expect(two.json().errors.integration_id[0]).toMatch(`2 active carrier integrations (${a.id}, ${b.id})`);
      const mismatch = await api('GET', `/phone_numbers/search?provider=twilio&integration_id=${b.id}`);
      expect(mismatch.json().errors).toEqual({
        provider: [`does not match integration ${b.id}, a telnyx account`],
      });
      const storage = await create('integrations', 'integration', { name: 'S3', integration_type: 'aws_s3' });
      expect(
        (await api('GET', `/phone_numbers/search?integration_id=${storage.id}`)).json().errors
          .integration_id[0],
      ).toMatch(/is a aws_s3 integration, not a carrier/);
    });

    it('credentials the carrier refuses are a 422 on integration_id, and the integration shows it failed', async () => {
      await withoutCarriers();
      const account = await integration('twilio', { secret: 'wrong' });
      const res = await api('GET', '/phone_numbers/search');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.integration_id[0]).toMatch(
        /refused by twilio: twilio answered 401: Authenticate/,
      );
      expect(await integrationOf(account.id)).toMatchObject({
        status: 'failed',
        last_error: 'twilio answered 401: Authenticate',
      });
    });

    it('a carrier that fails is a 502, and one that cannot be reached too', async () => {
      await withoutCarriers();
      const account = await integration('twilio');
      kit.carriers.fail = { status: 503, body: { message: 'Service Unavailable' } };
      const failed = await api('GET', '/phone_numbers/search');
      expect(failed.statusCode).toBe(502);
      expect(failed.json()).toMatchObject({
        code: 'bad_gateway',
        message: 'twilio answered 503: Service Unavailable',
      });
      await api('PUT', `/integrations/${account.id}`, {
        settings: { account_sid: 'AC_test', api_base_url: 'http://127.0.0.1:9' },
      });
      const unreachable = await api('GET', '/phone_numbers/search');
      expect(unreachable.statusCode).toBe(502);
      expect(unreachable.json().message).toMatch(/twilio unreachable/);
      expect(await integrationOf(account.id)).toMatchObject({ status: 'failed' });
    });

    it("never reaches another company's integration", async () => {
      await withoutCarriers();
      await withoutCarriers(t.other);
      const theirs = await integration('twilio', { who: t.other });
      const res = await api('GET', `/phone_numbers/search?integration_id=${theirs.id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ integration_id: ['must reference an existing integration'] });
      expect((await api('GET', '/phone_numbers/search')).json().errors.integration_id[0]).toMatch(
        /no active/,
      );
      expect(kit.carriers.requests).toHaveLength(0);
    });
  });

  describe('POST /phone_numbers rents, DELETE unrents', () => {
    it('rents the number at the carrier, then keeps its sid and integration', async () => {
      await withoutCarriers();
      const account = await integration('twilio');
      const [number] = stock('305', 1);
      const created = await create('phone_numbers', 'phone_number', {
        number,
        provider: 'twilio',
        name: 'Miami',
      });
      expect(created).toMatchObject({
        number,
        provider: 'twilio',
        integration_id: account.id,
        provider_sid: kit.carriers.rented.get(number!),
      });
      expect(created.provider_sid).toMatch(/^PN/);
      const sent = kit.carriers.requests.find((r) => r.method === 'POST')!;
      expect(sent.path).toBe('/2010-04-01/Accounts/AC_test/IncomingPhoneNumbers.json');
      expect(new URLSearchParams(sent.body).get('PhoneNumber')).toBe(number);
    });

    it('a number the carrier will not rent is a 422 on number, and nothing is written', async () => {
      await withoutCarriers();
      await integration('telnyx');
      const number = '+13055559999';
      const res = await api('POST', '/phone_numbers', { number, provider: 'telnyx' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ number: [`telnyx answered 422: Number not available: ${number}`] });
      const list = await api('GET', `/phone_numbers?number=${encodeURIComponent(number)}`);
      expect(list.json().phone_numbers).toEqual([]);
    });

    it('checks the body and the number first: a bad or taken number costs nothing at the carrier', async () => {
      await withoutCarriers();
      await integration('twilio');
      const [number] = stock('305', 1);
      await create('phone_numbers', 'phone_number', { number, provider: 'twilio' });
      kit.carriers.requests.length = 0;
      const taken = await api('POST', '/phone_numbers', { number, provider: 'twilio' });
      expect(taken.json().errors).toEqual({ number: ['has already been taken'] });
      const bad = await api('POST', '/phone_numbers', { number: '12', provider: 'twilio', offer_id: 'x' });
      expect(Object.keys(bad.json().errors).sort()).toEqual(['number', 'offer_id']);
      expect(kit.carriers.requests).toHaveLength(0);
    });

    it('registers a number without renting when there is no carrier account, or it is a sip number', async () => {
      await withoutCarriers();
      const byo = await create('phone_numbers', 'phone_number', {
        number: '+13125550101',
        provider: 'twilio',
      });
      expect(byo).toMatchObject({ integration_id: null, provider_sid: null });
      const account = await integration('twilio');
      const sip = await create('phone_numbers', 'phone_number', { number: '+13125550102', provider: 'sip' });
      expect(sip).toMatchObject({ integration_id: null, provider_sid: null });
      const refused = await api('POST', '/phone_numbers', {
        number: '+13125550103',
        provider: 'sip',
        integration_id: account.id,
      });
      expect(refused.json().errors.integration_id[0]).toMatch(/must be blank for a sip number/);
      expect(kit.carriers.requests).toHaveLength(0);
      // A registered number is deleted without asking any carrier.
      expect((await api('DELETE', `/phone_numbers/${byo.id}`)).statusCode).toBe(200);
      expect(kit.carriers.requests).toHaveLength(0);
    });

    it.each(['twilio', 'telnyx', 'plivo'] as const)(
      '%s: destroying a rented number unrents it there',
      async (type) => {
        await withoutCarriers();
        await integration(type);
        const [number] = stock('404', 1);
        const created = await create('phone_numbers', 'phone_number', { number, provider: type });
        expect(kit.carriers.rented.has(number!)).toBe(true);
        const res = await api('DELETE', `/phone_numbers/${created.id}`);
        expect(res.statusCode).toBe(200);
        expect(kit.carriers.rented.has(number!)).toBe(false);
        expect((await api('GET', `/phone_numbers/${created.id}`)).statusCode).toBe(404);
      },
    );

    it('keeps the record when the carrier fails to unrent, and release=false keeps the number rented', async () => {
      await withoutCarriers();
      await integration('twilio');
      const [number] = stock('404', 1);
      const created = await create('phone_numbers', 'phone_number', { number, provider: 'twilio' });
      kit.carriers.fail = { status: 500, body: { message: 'Internal' }, path: /IncomingPhoneNumbers\// };
      const failed = await api('DELETE', `/phone_numbers/${created.id}`);
      expect(failed.statusCode).toBe(502);
      expect((await api('GET', `/phone_numbers/${created.id}`)).statusCode).toBe(200);
      const bad = await api('DELETE', `/phone_numbers/${created.id}?release=maybe`);
      expect(bad.json().errors).toEqual({ release: [expect.stringMatching(/^Must be a boolean/)] });
      const kept = await api('DELETE', `/phone_numbers/${created.id}?release=false`);
      expect(kept.statusCode).toBe(200);
      expect(kit.carriers.rented.has(number!)).toBe(true);
    });

    it('a number the carrier no longer has is deleted all the same', async () => {
      await withoutCarriers();
      await integration('twilio');
      const [number] = stock('404', 1);
      const created = await create('phone_numbers', 'phone_number', { number, provider: 'twilio' });
      kit.carriers.rented.delete(number!);
      expect((await api('DELETE', `/phone_numbers/${created.id}`)).statusCode).toBe(200);
    });

    it('names release=false when the integration it was rented through is gone', async () => {
      await withoutCarriers();
      const account = await integration('plivo');
      const [number] = stock('404', 1);
      const created = await create('phone_numbers', 'phone_number', { number, provider: 'plivo' });
      await api('DELETE', `/integrations/${account.id}`);
      const res = await api('DELETE', `/phone_numbers/${created.id}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.release[0]).toMatch(/cannot unrent through integration .*release=false/);
      expect((await api('DELETE', `/phone_numbers/${created.id}?release=0`)).statusCode).toBe(200);
    });
  });
});
