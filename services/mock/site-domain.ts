/**
 * The demo build's stand-in for the `tldts` package, which msw's cookie jar (tough-cookie) asks for a host's
 * registrable domain. The real package carries the whole public-suffix list (about a quarter of a megabyte the
 * simulator would download and parse on every start) to tell `example.co.uk` from `co.uk`; the simulator only
 * ever answers the console's own origin, so its last two labels are enough. Vite puts this module in the demo
 * build in place of `tldts` (vite.config.ts); production builds contain neither.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** The registrable domain of a host name (its last two labels), or null for an IP address or a single label. */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.').filter(Boolean);
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
