import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TESTIMONIALS } from '../sample-data';
import { TestimonialCarousel, wrapIndex } from './testimonial-carousel';

const [first, second, third] = TESTIMONIALS;

function setup() {
  const user = userEvent.setup();
  render(<TestimonialCarousel testimonials={TESTIMONIALS} />);
  return { user };
}

/** The one testimonial exposed to assistive technology (the others are aria-hidden and inert). */
function currentSlide() {
  return screen.getByRole('figure');
}

function dot(position: number) {
  return screen.getByRole('button', { name: `Ir para o depoimento ${position}` });
}

describe('TestimonialCarousel', () => {
  it('is a labelled carousel region starting on the first testimonial', () => {
    setup();
    const region = screen.getByRole('region', { name: 'Histórias de quem faz parte' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrossel');
    expect(currentSlide()).toHaveAccessibleName('1 de 3');
    expect(within(currentSlide()).getByText(first!.author)).toBeInTheDocument();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('moves to the next testimonial and wraps from the last to the first', async () => {
    const { user } = setup();
    const next = screen.getByRole('button', { name: 'Próximo depoimento' });
    await user.click(next);
    expect(within(currentSlide()).getByText(second!.author)).toBeInTheDocument();
    await user.click(next);
    expect(within(currentSlide()).getByText(third!.author)).toBeInTheDocument();
    await user.click(next);
    expect(within(currentSlide()).getByText(first!.author)).toBeInTheDocument();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('moves to the previous testimonial and wraps from the first to the last', async () => {
    const { user } = setup();
    const previous = screen.getByRole('button', { name: 'Depoimento anterior' });
    await user.click(previous);
    expect(within(currentSlide()).getByText(third!.author)).toBeInTheDocument();
    expect(currentSlide()).toHaveAccessibleName('3 de 3');
    await user.click(previous);
    expect(within(currentSlide()).getByText(second!.author)).toBeInTheDocument();
  });

  it('selects a testimonial from its dot, marking only that dot as current', async () => {
    const { user } = setup();
    await user.click(dot(3));
    expect(within(currentSlide()).getByText(third!.author)).toBeInTheDocument();
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');
    expect(dot(2)).not.toHaveAttribute('aria-current');
  });

  it('hides the other testimonials from the accessibility tree and the tab order', () => {
    setup();
    const slides = document.querySelectorAll('figure');
    expect(slides).toHaveLength(3);
    expect(slides[0]).not.toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(slides[2]).toHaveClass('invisible');
  });

  it('moves with the arrow keys while focus is inside, wrapping at both ends', async () => {
    const { user } = setup();
    screen.getByRole('button', { name: 'Próximo depoimento' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(currentSlide()).getByText(second!.author)).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(currentSlide()).getByText(third!.author)).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(currentSlide()).getByText(first!.author)).toBeInTheDocument();
  });

  it('keeps focus on the current dot when the arrows are used on the dots', async () => {
    const { user } = setup();
    dot(1).focus();
    await user.keyboard('{ArrowLeft}');
    expect(dot(3)).toHaveFocus();
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
  });

  it('ignores the arrow keys when focus is outside the carousel', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Fora</button>
        <TestimonialCarousel testimonials={TESTIMONIALS} />
      </>,
    );
    screen.getByRole('button', { name: 'Fora' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(currentSlide()).getByText(first!.author)).toBeInTheDocument();
  });

  it('reaches every control with Tab and activates them with the keyboard', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Depoimento anterior' })).toHaveFocus();
    await user.tab();
    expect(dot(1)).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(within(currentSlide()).getByText(second!.author)).toBeInTheDocument();
  });

  it('shows initials when the author has no picture', () => {
    setup();
    expect(within(currentSlide()).getByTestId('avatar-initials')).toHaveTextContent('JS');
  });

  it('renders nothing without testimonials', () => {
    const { container } = render(<TestimonialCarousel testimonials={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('wrapIndex', () => {
  it('wraps below zero and past the end', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
