import { isSafeHttpUrl, parseHttpUrl, validateUrl } from '@/lib/url';

describe('validateUrl / isSafeHttpUrl', () => {
  test.each([
    'http://example.com',
    'https://example.com/path?q=1#frag',
    'HTTPS://EXAMPLE.COM/',
    'https://report.example.cn:8443/view.html',
    'http://127.0.0.1:8080/x',
  ])('accepts %j', (url) => {
    expect(isSafeHttpUrl(url)).toBe(true);
    expect(validateUrl(url)).toBeNull();
  });

  test.each([
    'javascript:alert(1)//x.html',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '\tjava\nscript:alert(1)',
    ' http://example.com',
    'http://example.com ',
    'htt\tp://example.com',
    'http://exa\nmple.com',
    'http://example.com/\u0000',
    'http://example.com/\u200Bx',
    'http:\\\\evil.com',
    'http:/evil.com',
    'http:evil.com',
    '//evil.com',
    '/relative/path',
    'ftp://example.com',
    'file:///etc/passwd',
    'http://',
    'https://user:pw@evil.com',
    'https://good.com@evil.com',
    'vbscript:msgbox(1)',
    'http://exa mple.com',
  ])('rejects %j', (url) => {
    expect(isSafeHttpUrl(url)).toBe(false);
    expect(validateUrl(url)).toBe('validation:url.invalid');
  });

  test('empty is required', () => {
    expect(validateUrl('')).toBe('validation:url.required');
    expect(validateUrl(null)).toBe('validation:url.required');
  });

  test('parseHttpUrl returns the parsed URL', () => {
    expect(parseHttpUrl('https://example.com/a?b=1')?.pathname).toBe('/a');
    expect(parseHttpUrl('data:,x')).toBeNull();
  });
});
