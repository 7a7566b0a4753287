import { networkInterfaces } from 'node:os';

/** The shape of one ALLOWED_HOSTS entry: a name, an IPv4 address or a bracketed IPv6 one, with an optional port. */
export const HOST_ENTRY = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)(:\d{1,5})?$/;

const WILDCARDS = new Set(['0.0.0.0', '::', '[::]', '']);

/** A Host value split into its name (IPv6 kept in brackets) and its port ('' when none). */
function split(host: string): { name: string; port: string } {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) {
    const end = lower.indexOf(']');
    if (end < 0) return { name: lower, port: '' };
    return { name: lower.slice(0, end + 1), port: lower.slice(end + 2) };
  }
  const colon = lower.lastIndexOf(':');
  return colon < 0
    ? { name: lower, port: '' }
    : { name: lower.slice(0, colon), port: lower.slice(colon + 1) };
}

/**
 * The hosts a server listening on `host`:`port` answers to when ALLOWED_HOSTS is unset: localhost,
 * 127.0.0.1 and [::1], the address it listens on or, listening on every address, each of the
 * machine's own addresses, all with the port (none when the port is chosen at start, 0), plus
 * PUBLIC_ORIGIN's host.
 */
export function defaultAllowedHosts(host: string, port: number, publicOrigin: string | null): string[] {
  const names = new Set(['localhost', '127.0.0.1', '[::1]']);
  const bracket = (a: string) => (a.includes(':') ? `[${a}]` : a);
  if (WILDCARDS.has(host)) {
    const all = host === '0.0.0.0' ? ['IPv4'] : ['IPv4', 'IPv6'];
    for (const addresses of Object.values(networkInterfaces())) {
      for (const a of addresses ?? []) {
        if (all.includes(a.family) && !a.address.includes('%')) names.add(bracket(a.address.toLowerCase()));
      }
    }
  } else {
    names.add(bracket(host.toLowerCase()));
  }
  const list = [...names].map((n) => (port === 0 ? n : `${n}:${port}`));
  return publicOrigin ? [...list, originHost(publicOrigin)] : list;
}

/**
 * PUBLIC_ORIGIN's host: with its port when the origin names one, else on any port (a proxy that
 * ends TLS in front of the server passes `Host: pos.example.com` over plain HTTP).
 */
export function originHost(origin: string): string {
  return new URL(origin).host.toLowerCase();
}

/**
 * Whether a request's host (the Host header, or X-Forwarded-Host from a trusted proxy) is one the
 * server is configured for. An entry without a port allows the name on any port; `*` allows every
 * host. A host sent without a port is on the scheme's default port.
 */
export function hostAllowed(allowed: readonly string[], host: string | undefined, protocol: string): boolean {
  if (allowed.includes('*')) return true;
  if (!host || !HOST_ENTRY.test(host.trim().toLowerCase())) return false;
  const sent = split(host);
  const port = sent.port || (protocol === 'https' ? '443' : '80');
  return allowed.some((entry) => {
    const e = split(entry);
    return e.name === sent.name && (e.port === '' || e.port === port);
  });
}
