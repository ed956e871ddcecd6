import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, toneFor } from './avatar';

describe('Avatar', () => {
  it('shows the initials of the first and last word when there is no picture', () => {
    render(<Avatar name="Ana Lúcia Araújo" src={null} />);
    const avatar = screen.getByRole('img', { name: 'Ana Lúcia Araújo' });
    expect(avatar).toHaveTextContent('AA');
  });

  it('shows the picture when there is one, named after the person', () => {
    render(<Avatar name="Maria Souza" src="/uploads/maria.webp" />);
    const avatar = screen.getByRole('img', { name: 'Maria Souza' });
    expect(avatar.tagName).toBe('IMG');
    expect(avatar).toHaveAttribute('src', '/uploads/maria.webp');
  });

  it('gives the picture its size before it arrives, so nothing moves when it does', () => {
    render(<Avatar name="Maria Souza" src="/uploads/maria.webp" size="lg" />);
    const avatar = screen.getByRole('img', { name: 'Maria Souza' });
    expect(avatar).toHaveAttribute('width', '56');
    expect(avatar).toHaveAttribute('height', '56');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar name="Maria Souza" src="/uploads/quebrada.webp" />);
    fireEvent.error(screen.getByRole('img', { name: 'Maria Souza' }));
    const avatar = screen.getByRole('img', { name: 'Maria Souza' });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('MS');
  });

  it('tries again when the picture address changes after a failure', () => {
    const { rerender } = render(<Avatar name="Maria Souza" src="/a.webp" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img').tagName).toBe('SPAN');
    rerender(<Avatar name="Maria Souza" src="/b.webp" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/b.webp');
  });

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Maria Souza" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('avatar-initials')).toHaveAttribute('aria-hidden', 'true');
  });

  it('uses the tone it is given, or a stable one picked from the name', () => {
    render(<Avatar name="Maria Souza" tone="accent" />);
    expect(screen.getByRole('img')).toHaveClass('bg-accent-200');
    expect(toneFor('Maria Souza')).toBe(toneFor('Maria Souza'));
    expect(['primary', 'secondary', 'accent']).toContain(toneFor('Cajuína Finanças'));
  });

  it('shows the given letters instead of the initials when told', () => {
    render(<Avatar name="Nuvem Aberta" letters="N" />);
    expect(screen.getByRole('img', { name: 'Nuvem Aberta' })).toHaveTextContent(/^N$/);
  });
});
