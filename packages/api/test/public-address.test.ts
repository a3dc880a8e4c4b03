import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetch } from 'undici';
import { describe, expect, it } from 'vitest';
import {
  isNonPublicLiteral,
  isPublicAddress,
  NON_PUBLIC,
  publicOnlyAgent,
} from '../src/feeds/public-address.js';

// The addresses a feed may make the server read (artwork, redirects): the public Internet only.
describe('public-address rule for what a feed names', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fc00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:10.0.0.1', false],
    ['224.0.0.1', false],
    ['not an address', false],
    ['8.8.8.8', true],
    ['193.252.19.3', true],
    ['2a00:1450:4007:80e::200e', true],
    ['::ffff:8.8.8.8', true],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it('an address written as an IP is judged without a lookup', () => {
    expect(isNonPublicLiteral(new URL('http://169.254.169.254/latest/meta-data/'))).toBe(true);
    expect(isNonPublicLiteral(new URL('http://[::1]:8080/x'))).toBe(true);
    expect(isNonPublicLiteral(new URL('https://8.8.8.8/x'))).toBe(false);
    // A name is judged when connecting, on the addresses it resolves to (below).
    expect(isNonPublicLiteral(new URL('http://localhost/x'))).toBe(false);
  });

  it('a name that resolves to this machine is refused when connecting, and the service is never reached', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end('secret');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const err = await fetch(`http://localhost:${port}/`, { dispatcher: publicOnlyAgent() }).then(
        () => null,
        (e: Error & { cause?: { code?: string } }) => e,
      );
      expect(err?.cause?.code).toBe(NON_PUBLIC);
      expect(hits).toBe(0);
      // The same request without the rule reaches it: the refusal above is the rule's doing.
      expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('secret');
      expect(hits).toBe(1);
    } finally {
      server.close();
    }
  });
});
