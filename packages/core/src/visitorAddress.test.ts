import { describe, expect, it } from 'vitest';
import { signVisitor, VISITOR_TTL_S, verifiedVisitor } from './visitorAddress';

const SECRET = 'a-contact-token-of-at-least-32-characters';
const NOW = 1_800_000_000;

describe("the visitor's address, signed by the site's server for the API", () => {
  it('a header the site signed names its address while fresh', async () => {
    const header = (await signVisitor('203.0.113.9', SECRET, NOW)) as string;
    expect(header).toMatch(/^203\.0\.113\.9 1800000000 [A-Za-z0-9_-]{43}$/);
    expect(await verifiedVisitor(header, SECRET, NOW)).toBe('203.0.113.9');
    expect(await verifiedVisitor(header, SECRET, NOW + VISITOR_TTL_S)).toBe('203.0.113.9');
    expect(await verifiedVisitor(header, SECRET, NOW + VISITOR_TTL_S + 1)).toBeNull();
    const v6 = (await signVisitor('::ffff:198.51.100.7', SECRET, NOW)) as string;
    expect(await verifiedVisitor(v6, SECRET, NOW)).toBe('::ffff:198.51.100.7');
  });

  it('refuses another address, another time, another key, a replay past its minute, and anything malformed', async () => {
    const header = (await signVisitor('203.0.113.9', SECRET, NOW)) as string;
    const [, t, sig] = header.split(' ');
    for (const forged of [
      `203.0.113.10 ${t} ${sig}`,
      `203.0.113.9 ${NOW + 1} ${sig}`,
      `203.0.113.9 ${t} ${sig}x`,
      `203.0.113.9 ${t}`,
      `203.0.113.9  ${t} ${sig}`,
      `${header} extra`,
      'evil.example 1800000000 AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      '',
    ])
      expect(await verifiedVisitor(forged, SECRET, NOW), forged).toBeNull();
    expect(await verifiedVisitor(header, 'another-secret-of-at-least-32-characters', NOW)).toBeNull();
    expect(await verifiedVisitor(header, null, NOW)).toBeNull();
    expect(await verifiedVisitor([header], SECRET, NOW)).toBeNull();
    expect(await signVisitor('not an address', SECRET, NOW)).toBeNull();
  });
});
