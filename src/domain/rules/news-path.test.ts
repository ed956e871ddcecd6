import { describe, expect, it } from 'vitest';
import { newsPath } from './news-path';

describe('newsPath', () => {
  it('gives an article its blog address and a news item its own page', () => {
    expect(newsPath({ type: 'article', id: 'a-1', slug: 'como-negociar' })).toBe('/blog/como-negociar');
    expect(newsPath({ type: 'news', id: 'n-2', slug: 'mulheres-na-ti' })).toBe('/news/n-2');
  });

  it('encodes the slug and the id', () => {
    expect(newsPath({ type: 'article', id: 'a', slug: 'a b' })).toBe('/blog/a%20b');
    expect(newsPath({ type: 'news', id: 'x/y', slug: 's' })).toBe('/news/x%2Fy');
  });
});
