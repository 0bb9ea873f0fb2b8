// @vitest-environment node
/** The demo's stand-in for the public-suffix lookup of msw's cookie jar (services/mock/site-domain.ts). */
import { getDomain } from '@services/mock/site-domain';

describe('site domain of the demo cookie jar', () => {
  it('is the last two labels of a host name', () => {
    expect(getDomain('console.fleet.example.com')).toBe('example.com');
    expect(getDomain('Example.COM.')).toBe('example.com');
  });

  it('is none for an IP address or a single label', () => {
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('localhost')).toBeNull();
  });
});
