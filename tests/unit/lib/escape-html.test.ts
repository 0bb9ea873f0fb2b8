import fc from 'fast-check';
import { escapeHtml, htmlLines } from '@/lib/escape-html';

/** What an HTML parser makes of a string written with innerHTML. */
function parsed(html: string): HTMLDivElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

describe('escapeHtml', () => {
  it('escapes the characters that open markup or close an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')">&`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;');
  });

  it('leaves other text alone and writes null and undefined as nothing', () => {
    expect(escapeHtml('中石化北京站 ¥1,234.00 (12%)')).toBe('中石化北京站 ¥1,234.00 (12%)');
    expect(escapeHtml(42)).toBe('42');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('escapes an entity that is already there, so it shows as written', () => {
    expect(escapeHtml('&lt;b&gt;')).toBe('&amp;lt;b&amp;gt;');
  });

  it('whatever the text, innerHTML of the result makes no element and reads back as the text itself', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", '/', '=', ' ', 'a', 'img', 'script', '中', ';', '#', 'x') }),
        (text) => {
          const box = parsed(escapeHtml(text));
          expect(box.children).toHaveLength(0);
          expect(box.textContent).toBe(text);
        },
      ),
    );
  });

  it('stays text inside a quoted attribute value', () => {
    const box = parsed(`<span title="${escapeHtml('" onmouseover="x')}"></span>`);
    expect(box.firstElementChild?.getAttribute('title')).toBe('" onmouseover="x');
    expect(box.firstElementChild?.hasAttribute('onmouseover')).toBe(false);
  });
});

describe('htmlLines', () => {
  it('escapes every line and breaks between them', () => {
    const box = parsed(htmlLines(['<img src=x onerror=window.__xss=1>', '金额: ¥1.00']));
    expect(box.querySelectorAll('img')).toHaveLength(0);
    expect(box.querySelectorAll('br')).toHaveLength(1);
    expect(box.textContent).toBe('<img src=x onerror=window.__xss=1>金额: ¥1.00');
  });
});
