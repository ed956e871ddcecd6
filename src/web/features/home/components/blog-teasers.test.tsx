import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BLOG_TEASERS, type BlogTeaser } from '../sample-data';
import { BlogTeasers } from './blog-teasers';

function renderTeasers(posts: readonly BlogTeaser[] = BLOG_TEASERS) {
  return render(
    <MemoryRouter>
      <BlogTeasers posts={posts} />
    </MemoryRouter>,
  );
}

describe('BlogTeasers', () => {
  it('shows three teasers, each linking to its post', () => {
    renderTeasers();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(3);
    for (const post of BLOG_TEASERS) {
      expect(screen.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Do nosso blog' })).toBeInTheDocument();
  });

  it('writes the dates in Brazilian Portuguese long format, with a machine-readable datetime', () => {
    renderTeasers([
      { ...BLOG_TEASERS[0]!, published_at: '2026-03-12' },
      { ...BLOG_TEASERS[1]!, published_at: '2025-12-01' },
    ]);
    const first = screen.getByText('12 de março de 2026');
    expect(first.tagName).toBe('TIME');
    expect(first).toHaveAttribute('datetime', '2026-03-12');
    expect(screen.getByText('1 de dezembro de 2025')).toBeInTheDocument();
  });

  it('shows the author, the excerpt and the tags', () => {
    renderTeasers();
    const [post] = BLOG_TEASERS;
    const article = screen.getAllByRole('article')[0]!;
    expect(within(article).getByText(`Por ${post!.author}`)).toBeInTheDocument();
    expect(within(article).getByText(post!.excerpt)).toBeInTheDocument();
    const tags = within(article).getByRole('list', { name: 'Temas' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(post!.tags);
  });

  it('draws a gradient cover when there is no cover image, and the image when there is one', () => {
    renderTeasers([
      { ...BLOG_TEASERS[0]!, cover_image_url: null },
      { ...BLOG_TEASERS[1]!, cover_image_url: '/uploads/capa.webp' },
    ]);
    const [withoutImage, withImage] = screen.getAllByRole('article');
    expect(within(withoutImage!).getByTestId('blog-cover-fallback')).toHaveClass('bg-linear-to-br');
    expect(withImage!.querySelector('img')).toHaveAttribute('src', '/uploads/capa.webp');
  });
});
