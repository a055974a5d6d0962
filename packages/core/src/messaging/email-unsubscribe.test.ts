import { describe, expect, it } from 'vitest';
import type { LeadService } from '../leads/lead-service.js';
import { SecretBox } from '../secrets/secret-box.js';
import type { CompanyService } from '../tenancy/companies.js';
import { EmailUnsubscribeLinks } from './email-unsubscribe.js';

const COMPANY = '0b9e8f1a-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const OTHER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
// leadOf reads only the keyring: the companies and leads are not reached.
const links = (box: SecretBox) =>
  new EmailUnsubscribeLinks({
    secrets: box,
    companies: {} as CompanyService,
    leads: {} as LeadService,
  });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('e-mail unsubscribe links', () => {
  const box = SecretBox.fromKeys([SecretBox.generateKeySpec()]);

  it('name the lead of the company they were made for, under the public URL', () => {
    const url = links(box).url('https://leads.example.com/', COMPANY, 42);
    expect(
      url.startsWith(`https://leads.example.com/api/v1/inbound_calls/${COMPANY}/unsubscribe?token=`),
    ).toBe(true);
    expect(links(box).leadOf(COMPANY, tokenOf(url))).toBe(42);
  });

  it('name nothing for another company, an altered token, an unsealed one or another keyring', () => {
    const token = tokenOf(links(box).url('https://x.test', COMPANY, 42));
    expect(links(box).leadOf(OTHER, token)).toBeNull();
    const altered = `${token.slice(0, -6)}${token.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`;
    expect(links(box).leadOf(COMPANY, altered)).toBeNull();
    expect(links(box).leadOf(COMPANY, Buffer.from(`${COMPANY}:42`).toString('base64url'))).toBeNull();
    const stranger = SecretBox.fromKeys([SecretBox.generateKeySpec()]);
    expect(links(stranger).leadOf(COMPANY, token)).toBeNull();
  });

  it('still name their lead after the keyring rotates to a new key that keeps the old one', () => {
    const old = SecretBox.generateKeySpec();
    const token = tokenOf(links(SecretBox.fromKeys([old])).url('https://x.test', COMPANY, 7));
    const rotated = SecretBox.fromKeys([SecretBox.generateKeySpec(), old]);
    expect(links(rotated).leadOf(COMPANY, token)).toBe(7);
  });
});
