import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import {
  NEXT_STEPS,
  NEXT_STEPS_INTRO,
  TESTIMONIALS_HEADING,
} from '@yardwise/domain/checkout/nextSteps';
import { SAMPLE_TESTIMONIALS as TESTIMONIALS } from '@yardwise/domain/seed/testimonials';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { WhatHappensNext } from './WhatHappensNext';

describe('WhatHappensNext', () => {
  it("is a sidebar named 'What will happen next' with the timing", () => {
    renderWithProviders(<WhatHappensNext />);

    const aside = screen.getByRole('complementary', { name: CHECKOUT_LABELS.whatHappensNext });
    expect(within(aside).getByText(NEXT_STEPS_INTRO)).toBeInTheDocument();
  });

  it('lists the five steps, closed, in order', () => {
    renderWithProviders(<WhatHappensNext />);

    const steps = screen.getAllByRole('button', { expanded: false });
    expect(steps.map((step) => step.textContent)).toEqual(
      NEXT_STEPS.map((step, index) => `${index + 1}. ${step.title}`),
    );
    // WAI-ARIA accordion: each step's button sits in a heading.
    for (const step of steps) expect(step.closest('h3')).not.toBeNull();
  });

  it('opens a step from the keyboard', async () => {
    const { user } = renderWithProviders(<WhatHappensNext />);
    const first = NEXT_STEPS[0]!;
    const trigger = screen.getByRole('button', { name: new RegExp(first.title) });

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: new RegExp(first.title) })).toHaveTextContent(
      first.body,
    );
  });

  it('quotes homeowners by first name and city', () => {
    renderWithProviders(<WhatHappensNext testimonials={TESTIMONIALS} />);

    for (const testimonial of TESTIMONIALS) {
      expect(screen.getByText(testimonial.quote, { exact: false })).toBeInTheDocument();
      expect(screen.getByText(`— ${testimonial.name}, ${testimonial.city}`)).toBeInTheDocument();
    }
  });

  it('shows no quotes section when there are no quotes to show', () => {
    renderWithProviders(<WhatHappensNext />);

    expect(screen.queryByRole('heading', { name: TESTIMONIALS_HEADING })).not.toBeInTheDocument();
  });
});
