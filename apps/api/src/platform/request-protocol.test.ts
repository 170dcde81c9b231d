import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestProtocol } from './request-protocol';

const req = (remoteAddress: string, proto?: string, encrypted = false) =>
  ({ headers: proto === undefined ? {} : { 'x-forwarded-proto': proto }, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;

describe('requestProtocol (as Fastify reads request.protocol)', () => {
  it('believes X-Forwarded-Proto (its last entry) only from a trusted hop', () => {
    const loopback = requestProtocol('loopback');
    expect(loopback(req('127.0.0.1', 'https'))).toBe('https');
    expect(loopback(req('::1', 'http, https'))).toBe('https');
    expect(loopback(req('127.0.0.1', 'https, http'))).toBe('http');
    expect(loopback(req('198.51.100.7', 'https'))).toBe('http'); // forged by a client
    const listed = requestProtocol('203.0.113.9, 10.0.0.0/8');
    expect(listed(req('203.0.113.9', 'https'))).toBe('https');
    expect(listed(req('10.1.2.3', 'https'))).toBe('https');
    expect(listed(req('127.0.0.1', 'https'))).toBe('http');
    expect(requestProtocol(['203.0.113.9'])(req('203.0.113.9', 'https'))).toBe('https');
    expect(requestProtocol(false)(req('127.0.0.1', 'https'))).toBe('http');
    expect(requestProtocol(true)(req('198.51.100.7', 'https'))).toBe('https');
  });

  it('without the header: the socket itself', () => {
    expect(requestProtocol('loopback')(req('127.0.0.1'))).toBe('http');
    expect(requestProtocol(false)(req('198.51.100.7', undefined, true))).toBe('https');
  });
});
