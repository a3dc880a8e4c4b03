import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { proxyTrust, visitorAddress } from './visitor';

const req = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
  }) as unknown as IncomingMessage;

describe("the visitor's address the site's server finds", () => {
  it('without TRUST_PROXY: the socket’s peer, whatever X-Forwarded-For claims', () => {
    const trust = proxyTrust({});
    expect(visitorAddress(req('198.51.100.7', '203.0.113.9'), trust)).toBe('198.51.100.7');
  });

  it('behind a trusted proxy: the address it forwarded, not one the visitor prepended', () => {
    const trust = proxyTrust({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' });
    expect(visitorAddress(req('127.0.0.1', '203.0.113.9'), trust)).toBe('203.0.113.9');
    expect(visitorAddress(req('127.0.0.1', 'forged.1, 203.0.113.9, 10.1.2.3'), trust)).toBe('203.0.113.9');
    // A peer that is not the proxy is the visitor.
    expect(visitorAddress(req('198.51.100.7', '203.0.113.9'), trust)).toBe('198.51.100.7');
  });
});
