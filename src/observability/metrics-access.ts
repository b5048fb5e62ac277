import type { Request } from 'express';

/** Loopback addresses as Node reports them, IPv4 and IPv6 (including IPv4-mapped). */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * A caller on this machine that reached the service directly. A request that came through a
 * proxy (Forwarded or X-Forwarded-For set) is not one, even when the proxy itself is local:
 * otherwise a same-host reverse proxy would publish /metrics to the internet.
 */
export function isDirectLoopbackCaller(request: Request): boolean {
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined)
    return false;
  return LOOPBACK.test(request.socket.remoteAddress ?? '');
}
