// The protocol a request came over, read as Fastify reads `request.protocol` (its trustProxy rules, the same
// @fastify/proxy-addr): X-Forwarded-Proto's last entry when the hop is a trusted proxy, else the socket's own — for
// answers written outside Fastify (platform/front.ts), which must add HSTS exactly when Fastify would.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from '@fastify/proxy-addr';

type Trust = (addr: string, hop: number) => boolean;

/** Fastify's trust function for a `trustProxy` option (fastify/lib/request.js getTrustProxyFn). */
function trustOf(trustProxy: string | string[] | boolean | undefined): Trust {
  if (!trustProxy) return () => false;
  if (trustProxy === true) return () => true;
  if (typeof trustProxy === 'string') return proxyAddr.compile(trustProxy.split(',').map((x) => x.trim()));
  return proxyAddr.compile(trustProxy);
}

/** `(req) => 'https' | 'http'` with the app's trustProxy option. */
export function requestProtocol(trustProxy: string | string[] | boolean | undefined): (req: IncomingMessage) => string {
  const trust = trustOf(trustProxy);
  return (req) => {
    const forwarded = req.headers['x-forwarded-proto'];
    const socket = req.socket;
    if (typeof forwarded === 'string' && forwarded && socket?.remoteAddress && trust(socket.remoteAddress, 0)) {
      const last = forwarded.lastIndexOf(',');
      return last === -1 ? forwarded.trim() : forwarded.slice(last + 1).trim();
    }
    return (socket as TLSSocket | undefined)?.encrypted ? 'https' : 'http';
  };
}
