// The purchase page's 'What will happen next' sidebar: the five steps of the
// design process after purchase, and a few words from homeowners. The steps and timing are
// required; the wording is ours (decision).

/** The design process takes up to 6 weeks. */
export const DESIGN_PROCESS_WEEKS = 6;

/** Said once above the steps, so the timing is read before the detail. */
export const NEXT_STEPS_INTRO = `Your design process takes up to ${DESIGN_PROCESS_WEEKS} weeks from start to finish, with one business day built in for every feedback stage.`;

export interface NextStep {
  /** Stable key for the accordion; never shown. */
  id: string;
  title: string;
  body: string;
}

/** Yard builder access, first designs, revisions with a CAD plan, contractor, finished yard. */
export const NEXT_STEPS: readonly NextStep[] = [
  {
    id: 'yard-builder',
    title: 'Get access to your yard builder',
    body: 'Right after checkout you can open your yard builder. Tell us how you use your outdoor space, share photos of your yard and the styles you love, and your designer will have everything they need to get started.',
  },
  {
    id: 'first-designs',
    title: 'See your first designs',
    body: 'Your designer turns your ideas into your first designs. Take a look, then tell us what you love and what you would change. We build in one business day for each feedback stage, so you never have to rush.',
  },
  {
    id: 'revisions',
    title: 'Refine your design with a CAD plan',
    body: 'We revise your design based on your feedback until it feels just right. Your final design comes with a CAD plan: a detailed, to-scale drawing you can share with a contractor.',
  },
  {
    id: 'contractor',
    title: 'Connect with a contractor',
    body: 'Ready to build? We can connect you with a contractor near you who can bring your plan to life, so you can move from design to installation with confidence.',
  },
  {
    id: 'finished-yard',
    title: 'Enjoy your finished yard',
    body: 'Once your plan is final and your yard is built, all that is left is to step outside and enjoy the outdoor space you have been dreaming of.',
  },
];

/** The heading over the quotes. */
export const TESTIMONIALS_HEADING = 'What homeowners are saying';

export interface Testimonial {
  quote: string;
  /** First name only. */
  name: string;
  city: string;
}
