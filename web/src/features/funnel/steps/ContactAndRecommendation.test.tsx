import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CallableOutput } from '@yardwise/domain/commands/remoteCommands';
import { PROMO_CODE_COOKIE, TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { packageIncludes } from '@yardwise/domain/catalog/packageIncludes';
import { EMAIL_INVALID, RECOMMENDATION_TEXT, STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { CommandFailure } from '@web/data/commandFailure';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { brand } from '@web/ui/brand';
import {
  PROFILE_ID,
  renderFunnel,
  REQUIRED_ANSWERS,
  visitorWithAnswers,
} from '@web/features/funnel/funnelTestUtils';

/** Answers that recommend the Front Yard package on a large lot. */
const FRONT_YARD_ON_A_LARGE_LOT = [
  { key: 'yard-selection' as const, answers: ['FRONT YARD'] },
  { key: 'yard-size' as const, answers: ['MORE THAN 1/2 ACRE'] },
  { key: 'wish-list' as const, answers: ['PLANTS'] },
];

describe('contact-info after the quiz (v10)', () => {
  it('checks the email, saves email and phone and shows the recommendation', async () => {
    const { user, location, store } = renderFunnel('contact-info');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.contactInfoAfterQuiz }),
    ).toBeInTheDocument();
    expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
    expect(
      screen.getByRole('combobox', { name: 'How did you hear about us? (Optional)' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /email/i }), 'ana@example');
    await user.click(screen.getByRole('button', { name: 'SEE MY RESULTS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_INVALID);
    expect(location().pathname).toBe('/design-profile/contact-info');

    await user.type(screen.getByRole('textbox', { name: /email/i }), '.com ');
    await user.type(screen.getByRole('textbox', { name: /phone/i }), '(512) 555-0100');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'How did you hear about us? (Optional)' }),
      'Nextdoor',
    );
    await user.click(screen.getByRole('button', { name: 'SEE MY RESULTS' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/recommended-package'));
    await waitFor(() =>
      expect(store.read('designProfiles', PROFILE_ID)?.contactInformation).toMatchObject({
        email: 'ana@example.com',
        phoneNumber: '5125550100',
      }),
    );
    expect(store.read('designProfiles', PROFILE_ID)?.howDidYouHear).toBe('Nextdoor');
  });
});

describe('recommended-package (v10)', () => {
  it('recommends from the saved answers and PURCHASE starts the checkout', async () => {
    const dataLayer = await visitorWithAnswers(FRONT_YARD_ON_A_LARGE_LOT);
    const { user, location } = renderFunnel('recommended-package', dataLayer);

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.recommendedPackage }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Front Yard' })).toBeInTheDocument();
    expect(screen.getByText('Large lot (up to 1 acre)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Questions? Talk to Our Team' })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );

    await user.click(screen.getByRole('button', { name: 'PURCHASE' }));
    expect(location().pathname).toBe('/create-account');
    expect(new URLSearchParams(location().search).get('package')).toBe('front-yard');
    expect(new URLSearchParams(location().search).get('lotsize')).toBe('large');
    expect(screen.getByText('Left the funnel')).toBeInTheDocument();
  });
});

describe('recommended-package: price, inclusions and picture', () => {
  it("shows the package's catalogue price for the lot size and what the package includes", async () => {
    renderFunnel('recommended-package', await visitorWithAnswers(FRONT_YARD_ON_A_LARGE_LOT));
    await screen.findByRole('heading', { level: 2, name: 'Front Yard' });

    // The sample catalogue prices the Front Yard on a large lot at $1,795.00.
    expect(await screen.findByText('$1,795.00')).toBeInTheDocument();
    expect(screen.getByText(RECOMMENDATION_TEXT.priceLabel)).toBeInTheDocument();
    const included = screen.getByRole('region', { name: RECOMMENDATION_TEXT.includesHeading });
    expect(
      within(included)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(packageIncludes('front-yard'));
    expect(within(included).getByText('A layout for your whole front yard')).toBeInTheDocument();
  });

  it('says the price is loading while the catalogue is read', async () => {
    const dataLayer = await visitorWithAnswers(FRONT_YARD_ON_A_LARGE_LOT);
    const call = dataLayer.commands.call.bind(dataLayer.commands);
    dataLayer.commands.call = ((name, input) =>
      name === 'catalogPrices'
        ? new Promise<never>(() => undefined)
        : call(name, input)) as typeof dataLayer.commands.call;
    renderFunnel('recommended-package', dataLayer);

    expect(await screen.findByText(RECOMMENDATION_TEXT.priceLoading)).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
  });

  it.each([
    ['cannot be read', () => Promise.reject(new Error('offline'))],
    ['is missing', () => Promise.resolve({ packagePriceCents: null, addOns: [] })],
    ['is zero', () => Promise.resolve({ packagePriceCents: 0, addOns: [] })],
  ])('says the price follows, with no $NaN or $0.00, when it %s', async (_, answer) => {
    const dataLayer = await visitorWithAnswers(FRONT_YARD_ON_A_LARGE_LOT);
    const call = dataLayer.commands.call.bind(dataLayer.commands);
    dataLayer.commands.call = ((name, input) =>
      name === 'catalogPrices' ? answer() : call(name, input)) as typeof dataLayer.commands.call;
    renderFunnel('recommended-package', dataLayer);

    expect(await screen.findByText(RECOMMENDATION_TEXT.priceUnavailable)).toBeInTheDocument();
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Front Yard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PURCHASE' })).toBeEnabled();
  });

  it("shows the package's picture beside its name", async () => {
    renderFunnel('recommended-package', await visitorWithAnswers(FRONT_YARD_ON_A_LARGE_LOT));
    const card = await screen.findByTestId('recommended-package');

    await waitFor(() => expect(card.querySelector('svg')).not.toBeNull());
  });
});

describe('recommended-package (v1: the funnel goes on past the recommendation)', () => {
  afterEach(() => {
    document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
  });

  it("PURCHASE opens the version's create-account step with the package and lot size", async () => {
    document.cookie = `${TEST_VERSION_COOKIE}=v1; path=/`;
    const dataLayer = await visitorWithAnswers(REQUIRED_ANSWERS, undefined, 'v1');
    const { user, location } = renderFunnel('recommended-package', dataLayer);

    await user.click(await screen.findByRole('button', { name: 'PURCHASE' }));

    expect(location().pathname).toBe('/design-profile/create-account');
    // A back yard under half an acre: the back-yard package on a standard lot.
    expect(new URLSearchParams(location().search).get('package')).toBe('back-yard');
    expect(new URLSearchParams(location().search).get('lotsize')).toBe('standard');
  });
});

describe('a failed save', () => {
  it('is logged and shown, and the local answer is kept', async () => {
    const memory = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const failingSaves = {
      ...memory,
      commands: {
        call: ((name, input) =>
          name === 'updateDesignProfile'
            ? Promise.reject(new CommandFailure('unavailable', 'We could not save that.'))
            : memory.commands.call(name, input)) as typeof memory.commands.call,
      },
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderFunnel('yard-selection', failingSaves);

    await user.click(await screen.findByRole('radio', { name: 'BACK YARD' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(await screen.findByText('We could not save that.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    expect(location().pathname).toBe('/design-profile/yard-size');
    await user.click(screen.getByRole('button', { name: /back/i }));
    expect(await screen.findByRole('radio', { name: 'BACK YARD' })).toBeChecked();
    logged.mockRestore();
  });
});

describe('single-use promo from the design profile', () => {
  function withPromoAnswer(answer: CallableOutput<'requestSingleUsePromo'> | Error) {
    const memory = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const requested: string[] = [];
    const dataLayer = {
      ...memory,
      commands: {
        call: ((name, input) => {
          if (name !== 'requestSingleUsePromo') return memory.commands.call(name, input);
          requested.push((input as { email: string }).email);
          return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
        }) as typeof memory.commands.call,
      },
    };
    return { dataLayer, requested };
  }

  async function submitEmail(dataLayer: Parameters<typeof renderFunnel>[1]) {
    const { user, location } = renderFunnel('contact-info', dataLayer);
    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'Ana@Example.com');
    await user.click(screen.getByRole('button', { name: 'SEE MY RESULTS' }));
    await waitFor(() => expect(location().pathname).toBe('/design-profile/recommended-package'));
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    document.cookie = `${PROMO_CODE_COOKIE}=; max-age=0; path=/`;
  });

  it('asks for a code for the new email and sets the promo cookie the answer carries', async () => {
    vi.stubEnv('VITE_FEATURE_FLAGS', 'PROMO_CODE_FROM_DESIGN_PROFILE');
    const { dataLayer, requested } = withPromoAnswer({
      issued: true,
      code: 'WELCOME-7Q2K',
      endTime: '2026-11-28T00:00:00.000Z',
      cookie: { name: PROMO_CODE_COOKIE, value: 'WELCOME-7Q2K', maxAgeSeconds: 604_800 },
    });
    await submitEmail(dataLayer);

    await waitFor(() => expect(requested).toEqual(['ana@example.com']));
    await waitFor(() => expect(document.cookie).toContain(`${PROMO_CODE_COOKIE}=WELCOME-7Q2K`));
  });

  it('asks once the email is saved on the design profile; an address only typed gets no offer', async () => {
    vi.stubEnv('VITE_FEATURE_FLAGS', 'PROMO_CODE_FROM_DESIGN_PROFILE');
    const memory = createMemoryDataLayer({ signedInAs: 'anonymous' });
    const calls: string[] = [];
    const dataLayer = {
      ...memory,
      commands: {
        call: ((name, input) => {
          calls.push(name);
          return memory.commands.call(name, input);
        }) as typeof memory.commands.call,
      },
    };

    await submitEmail(dataLayer);

    await waitFor(() => expect(calls).toContain('requestSingleUsePromo'));
    expect(calls.indexOf('requestSingleUsePromo')).toBeGreaterThan(
      calls.lastIndexOf('updateDesignProfile'),
    );
    // The anonymous visitor's address was never verified: no offer goes to it.
    expect(document.cookie).not.toContain(`${PROMO_CODE_COOKIE}=WELCOME-`);
    expect(memory.store.list('singleUsePromoEmails')).toEqual([]);
  });

  it('sets no cookie when the email was seen before, and a failure does not stop the visitor', async () => {
    vi.stubEnv('VITE_FEATURE_FLAGS', 'PROMO_CODE_FROM_DESIGN_PROFILE');
    const seen = withPromoAnswer({ issued: false });
    await submitEmail(seen.dataLayer);
    await waitFor(() => expect(seen.requested).toEqual(['ana@example.com']));
    expect(document.cookie).not.toContain(PROMO_CODE_COOKIE);

    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = withPromoAnswer(new Error('marketing system down'));
    await submitEmail(failing.dataLayer);
    await waitFor(() => expect(warned).toHaveBeenCalled());
    warned.mockRestore();
  });

  it('asks for nothing while the flag is off', async () => {
    const { dataLayer, requested } = withPromoAnswer({ issued: false });
    await submitEmail(dataLayer);
    expect(requested).toEqual([]);
  });
});
