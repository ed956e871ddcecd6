import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleHtml, sanitizeArticleHtml } from './article-html';

function renderHtml(html: string) {
  const { container } = render(<ArticleHtml html={html} />);
  return container.firstElementChild as HTMLElement;
}

describe('ArticleHtml', () => {
  it('drops <script> elements with their content', () => {
    const body = renderHtml('<p>Antes</p><script>window.hacked = true</script><p>Depois</p>');
    expect(body.querySelector('script')).toBeNull();
    expect(body.textContent).toBe('AntesDepois');
  });

  it('drops images and their event handlers', () => {
    const body = renderHtml('<p>Texto<img src="x" onerror="alert(1)"></p>');
    expect(body.querySelector('img')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).toBe('<p>Texto</p>');
  });

  it('removes javascript: and data: links but keeps their text', () => {
    const body = renderHtml(
      '<p><a href="javascript:alert(1)">um</a> <a href=" JaVaScRiPt:alert(1)">dois</a> ' +
        '<a href="data:text/html,<script>alert(1)</script>">três</a></p>',
    );
    for (const link of body.querySelectorAll('a')) {
      expect(link).not.toHaveAttribute('href');
    }
    expect(body.textContent).toBe('um dois três');
  });

  it('drops <iframe>, <style>, <form> and inline style attributes', () => {
    const body = renderHtml(
      '<iframe src="https://evil.example"></iframe><style>p{display:none}</style>' +
        '<p style="color:red" class="x" id="y" onclick="alert(1)">Olá</p><form><input name="a"></form>',
    );
    expect(body.querySelector('iframe, style, form, input')).toBeNull();
    const paragraph = body.querySelector('p')!;
    expect(paragraph.attributes).toHaveLength(0);
    expect(body.innerHTML).toBe('<p>Olá</p>');
  });

  it('keeps the allowed structure: headings, emphasis, lists, quotes, code', () => {
    const html =
      '<h2>Título</h2><h3>Sub</h3><p><strong>forte</strong> <em>ênfase</em> <u>u</u> <s>s</s></p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol><blockquote><p>citação</p></blockquote>' +
      '<pre><code>npm test</code></pre><hr>';
    const body = renderHtml(html);
    expect(screen.getByRole('heading', { level: 2, name: 'Título' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeInTheDocument();
    expect(screen.getAllByRole('list')).toHaveLength(2);
    expect(body.querySelector('blockquote p')).toHaveTextContent('citação');
    expect(body.querySelector('pre code')).toHaveTextContent('npm test');
    expect(body.querySelector('hr')).not.toBeNull();
    expect(body.querySelector('strong')).toHaveTextContent('forte');
  });

  it('opens http(s) links in a new tab with rel noopener, and keeps mailto links in place', () => {
    renderHtml(
      '<p><a href="https://elasrede.example/guia" title="Guia" style="x" target="_top">guia</a> ' +
        '<a href="mailto:contato@elasrede.example" target="_blank">escreva</a></p>',
    );
    const link = screen.getByRole('link', { name: 'guia' });
    expect(link).toHaveAttribute('href', 'https://elasrede.example/guia');
    expect(link).toHaveAttribute('title', 'Guia');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).not.toHaveAttribute('style');
    const mail = screen.getByRole('link', { name: 'escreva' });
    expect(mail).toHaveAttribute('href', 'mailto:contato@elasrede.example');
    expect(mail).not.toHaveAttribute('target');
  });

  it('keeps href and title on links only', () => {
    expect(sanitizeArticleHtml('<p title="t" href="https://x.example">a</p>')).toBe('<p>a</p>');
  });
});
