import { describe, expect, it } from 'vitest';
import { SAMPLE_TESTIMONIALS as TESTIMONIALS } from '../seed/testimonials';
import { NEXT_STEPS, NEXT_STEPS_INTRO } from './nextSteps';

describe("'What will happen next'", () => {
  it('has the five steps of the design process, in order', () => {
    const titles = NEXT_STEPS.map((step) => step.title.toLowerCase());
    expect(titles).toHaveLength(5);
    ['yard builder', 'first designs', 'cad plan', 'contractor', 'finished yard'].forEach(
      (words, index) => expect(titles[index]).toContain(words),
    );
    expect(new Set(NEXT_STEPS.map((step) => step.id)).size).toBe(5);
  });

  it('says the process takes up to 6 weeks with one business day per feedback stage', () => {
    expect(NEXT_STEPS_INTRO).toContain('up to 6 weeks');
    expect(NEXT_STEPS_INTRO).toContain('one business day');
    expect(NEXT_STEPS_INTRO).toContain('feedback stage');
  });

  it('quotes two or three homeowners by first name and city', () => {
    expect(TESTIMONIALS.length).toBeGreaterThanOrEqual(2);
    expect(TESTIMONIALS.length).toBeLessThanOrEqual(3);
    for (const testimonial of TESTIMONIALS) {
      expect(testimonial.name).toMatch(/^[A-Z][a-z]+$/);
      expect(testimonial.city).toMatch(/^[A-Z][A-Za-z .]+, [A-Z]{2}$/);
    }
  });
});
