import type { Testimonial } from '../checkout/nextSteps';

/**
 * SEED DATA: sample quotes written for the preview; they are not from real customers, so only the
 * preview (which says it shows sample data) uses them. A live deployment shows quotes from
 * customers who agreed to be quoted, or none.
 */
export const SAMPLE_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I had no idea where to start with our bare backyard. Seeing the first designs made it all click, and our contractor loved the plan.',
    name: 'Maria',
    city: 'Denver, CO',
  },
  {
    quote:
      'The feedback rounds were easy, and the final plan had every plant and measurement we needed.',
    name: 'James',
    city: 'Raleigh, NC',
  },
  {
    quote: 'Our front yard finally feels like us. We sit out there every evening now.',
    name: 'Priya',
    city: 'Sacramento, CA',
  },
];
