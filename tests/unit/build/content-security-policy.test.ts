import { readFileSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '../../../vite.config';

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const policy = directives(CONTENT_SECURITY_POLICY);

test("nothing runs but the console's own script files: no inline script, no eval, no plugins, no base or form elsewhere", () => {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
  expect(CONTENT_SECURITY_POLICY).not.toContain("'unsafe-hashes'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  // the demo's service worker is a file of the same origin
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  // menus may embed external http(s) pages, nothing else
  expect(policy.get('frame-src')).toEqual(["'self'", 'http:', 'https:']);
  // only styles may be inline (Blueprint's table writes style attributes)
  for (const [name, sources] of policy) if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
});

test('the build plugin puts the policy first in <head>, in builds only', () => {
  const plugin = contentSecurityPolicy();
  expect(plugin.apply).toBe('build');
  const hook = plugin.transformIndexHtml as { handler: () => unknown };
  expect(hook.handler()).toEqual([
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
  ]);
});

test("README's nginx example sends the same policy as a header, plus frame-ancestors", () => {
  const readme = readFileSync('README.md', 'utf8');
  const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const lines = nginx.split('\n').filter((l) => /add_header\s+Content-Security-Policy/.test(l));
  expect(lines).toHaveLength(1);
  const header = /^\s*add_header Content-Security-Policy "([^"]*)" always;$/.exec(lines[0]!)?.[1];
  expect(header).toBe(`${CONTENT_SECURITY_POLICY}; frame-ancestors 'self'`);
});
