import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonStatus, SkeletonText } from './skeleton';

describe('skeletons', () => {
  it('draws one line per width, each as tall as a line of its type, hidden from assistive technology', () => {
    const { container } = render(<SkeletonText size="sm" widths={['w-full', 'w-2/3']} />);
    const text = container.firstElementChild as HTMLElement;
    expect(text).toHaveAttribute('aria-hidden', 'true');
    const lines = Array.from(text.children);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toHaveClass('h-5');
    expect(lines[1]?.firstElementChild).toHaveClass('w-2/3');
  });

  it('announces a loading area by its label only', () => {
    render(
      <SkeletonStatus label="Carregando postagens...">
        <Skeleton className="size-10" />
        <SkeletonText widths={['w-full']} />
      </SkeletonStatus>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Carregando postagens...');
    for (const shape of status.querySelectorAll('[data-skeleton]')) {
      expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
