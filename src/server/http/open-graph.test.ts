import { describe, expect, it } from 'vitest';
import { escapeHtml, excerpt, injectHead, jsonLdScript, renderPageHead } from './open-graph.js';

describe('open graph head', () => {
  it('escapes every value', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const head = renderPageHead({
      documentTitle: '"><script>alert(1)</script>',
      title: 'T',
      description: 'D',
      url: 'https://elas.example/m/a?b="c"',
    });
    expect(head).not.toContain('<script>');
    expect(head).toContain('content="https://elas.example/m/a?b=&quot;c&quot;"');
    expect(head).not.toContain('og:image');
  });

  it('replaces the title and the generic description, or goes before </head> when there is no title', () => {
    const tags = '<title>Nova</title>';
    const page = '<head>\n<meta\n  name="description"\n  content="geral"\n/>\n<title>Velha</title></head>';
    expect(injectHead(page, tags)).toBe('<head>\n<title>Nova</title></head>');
    expect(injectHead('<html><head></head></html>', tags)).toBe(
      '<html><head><title>Nova</title>\n  </head></html>',
    );
    // `$&` in a name must not be read as a replacement pattern.
    expect(injectHead('<title>x</title>', '<title>$& $1</title>')).toBe('<title>$& $1</title>');
  });

  it('writes JSON-LD that no text can break out of, and reads back the same', () => {
    const data = { title: '</script><script>alert(1)</script>', note: 'a\u2028b <!-- c' };
    const script = jsonLdScript(data);
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(data);
  });

  it('cuts an excerpt at a word', () => {
    expect(excerpt('  curto\n texto ')).toBe('curto texto');
    expect(excerpt('palavra '.repeat(40), 30)).toBe('palavra palavra palavra…');
  });
});
