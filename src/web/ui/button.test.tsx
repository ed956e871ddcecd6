import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from './button';

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  primary: 'bg-primary-600',
  secondary: 'bg-secondary-600',
  outline: 'border-primary-600',
  ghost: 'bg-transparent',
};

const SIZE_CLASS: Record<ButtonSize, string> = { sm: 'h-8', md: 'h-10', lg: 'h-12' };

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Salvar</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Salvar' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('respects type="submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Enviar</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Enviar' });
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('defaults to the primary variant and medium size', () => {
    render(<Button>Padrão</Button>);
    const button = screen.getByRole('button');
    expect(button).toHaveClass(VARIANT_CLASS.primary, SIZE_CLASS.md);
    expect(button).not.toHaveClass('w-full');
  });

  it.each(Object.entries(VARIANT_CLASS) as [ButtonVariant, string][])(
    'variant %s applies its own classes and no other variant’s',
    (variant, expected) => {
      render(<Button variant={variant}>Botão</Button>);
      const button = screen.getByRole('button');
      expect(button).toHaveClass(expected);
      for (const [other, otherClass] of Object.entries(VARIANT_CLASS)) {
        if (other !== variant && otherClass !== expected) expect(button).not.toHaveClass(otherClass);
      }
    },
  );

  it.each(Object.entries(SIZE_CLASS) as [ButtonSize, string][])(
    'size %s applies %s only',
    (size, expected) => {
      render(<Button size={size}>Botão</Button>);
      const button = screen.getByRole('button');
      expect(button).toHaveClass(expected);
      for (const otherClass of Object.values(SIZE_CLASS)) {
        if (otherClass !== expected) expect(button).not.toHaveClass(otherClass);
      }
    },
  );

  it('fullWidth makes it span its container', () => {
    render(<Button fullWidth>Largo</Button>);
    expect(screen.getByRole('button')).toHaveClass('w-full');
  });

  it('keeps extra classes and forwards other props and the ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} className="mt-4" aria-label="Fechar diálogo" data-testid="b">
        X
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Fechar diálogo' });
    expect(button).toHaveClass('mt-4', 'bg-primary-600');
    expect(button).toHaveAttribute('data-testid', 'b');
    expect(ref.current).toBe(button);
  });

  it('disabled: has the attribute, looks dimmed and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Indisponível
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Indisponível' });
    expect(button).toBeDisabled();
    expect(button).toHaveClass('disabled:opacity-50');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('aria-disabled: stays focusable but pressing it does nothing', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button aria-disabled="true" onClick={onClick}>
        Indisponível
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Indisponível' });
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is activated from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Seguir</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Seguir' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe('ButtonLink', () => {
  it('is a link to the route, styled like the button', () => {
    render(
      <MemoryRouter>
        <ButtonLink to="/register" variant="secondary" size="lg" fullWidth>
          Cadastre-se
        </ButtonLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Cadastre-se' });
    expect(link).toHaveAttribute('href', '/register');
    expect(link).toHaveClass(VARIANT_CLASS.secondary, SIZE_CLASS.lg, 'w-full');
  });
});
