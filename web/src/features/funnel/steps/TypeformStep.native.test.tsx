import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { QUIZ_ERRORS, STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { QUIZ_QUESTIONS, QUIZ_STEP_KEYS } from '@yardwise/domain/funnel/quiz';
import { copyAt, type VersionId } from '@yardwise/domain/funnel/versions';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { renderFunnel, VISITOR_UID } from '@web/features/funnel/funnelTestUtils';
import { useDesignProfile } from '@web/features/funnel/useDesignProfile';
import { useFunnelNavigation } from '@web/features/funnel/useFunnelNavigation';
import { NO_CHOICE } from './DropdownOption';
import { TypeformStep } from './TypeformStep';

const REQUIRED_ANSWERS = [
  { key: 'yard-selection', answers: ['BACK YARD'] },
  { key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] },
  { key: 'wish-list', answers: ['PLANTS', 'ROOF'] },
];

function questionRegion(title: string) {
  return screen.getByRole('region', { name: title });
}

async function answerRequiredQuestions(user: ReturnType<typeof renderFunnel>['user']) {
  await user.click(
    within(questionRegion(QUIZ_QUESTIONS['yard-selection'].title)).getByRole('radio', {
      name: 'BACK YARD',
    }),
  );
  await user.click(
    within(questionRegion(QUIZ_QUESTIONS['yard-size'].title)).getByRole('radio', {
      name: 'LESS THAN 1/2 ACRE',
    }),
  );
  const wishList = within(questionRegion(QUIZ_QUESTIONS['wish-list'].title));
  await user.click(wishList.getByRole('checkbox', { name: 'PLANTS' }));
  await user.click(wishList.getByRole('checkbox', { name: 'ROOF' }));
}

function shownAlerts(): string[] {
  return screen
    .queryAllByRole('alert')
    .map((alert) => alert.textContent ?? '')
    .filter((text) => text !== '');
}

beforeEach(() => {
  // A developer's own .env.local must not switch these tests to the embedded form.
  vi.stubEnv('VITE_TYPEFORM_QUIZ_FORM_ID', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

describe('typeform step without a configured form (v5)', () => {
  beforeEach(() => {
    document.cookie = `${TEST_VERSION_COOKIE}=v5; path=/`;
  });

  it('asks the seven quiz questions on one page, each with its title and options', async () => {
    renderFunnel('typeform');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.typeform }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: STEP_TITLES.typeform })).toBeInTheDocument();
    expect(screen.queryByTitle(/questions about/i)).not.toBeInTheDocument();

    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    for (const key of QUIZ_STEP_KEYS) {
      const question = QUIZ_QUESTIONS[key];
      expect(titles).toContain(question.title);
      const region = within(questionRegion(question.title));
      const shown =
        question.kind === 'multi-select'
          ? region.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).value)
          : question.kind === 'single-select'
            ? region.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)
            : region
                .getAllByRole('option')
                .map((option) => option.textContent)
                .filter((text) => text !== NO_CHOICE);
      expect(shown).toEqual([...question.options]);
    }
    expect(
      within(questionRegion(QUIZ_QUESTIONS.budget.title)).getByText(
        QUIZ_QUESTIONS.budget.subtitle!,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Landscaping' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /back/i })).toBeInTheDocument();
  });

  it('stays until the three required questions are answered, saying which and why', async () => {
    const { user, location } = renderFunnel('typeform');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.typeform });

    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    expect(location().pathname).toBe('/design-profile/typeform');
    expect(
      within(questionRegion(QUIZ_QUESTIONS['yard-selection'].title)).getByRole('alert'),
    ).toHaveTextContent(QUIZ_ERRORS.chooseOne);
    expect(
      within(questionRegion(QUIZ_QUESTIONS['yard-size'].title)).getByRole('alert'),
    ).toHaveTextContent(QUIZ_ERRORS.chooseOne);
    expect(
      within(questionRegion(QUIZ_QUESTIONS['wish-list'].title)).getByRole('alert'),
    ).toHaveTextContent(QUIZ_ERRORS.chooseAtLeastOne);
    expect(shownAlerts()).toHaveLength(3);
    expect(
      screen.getByRole('radiogroup', { name: QUIZ_QUESTIONS['yard-selection'].title }),
    ).toHaveAccessibleDescription(QUIZ_ERRORS.chooseOne);
    // Focus goes to the first question still to answer.
    expect(
      screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS['yard-selection'].title }),
    ).toHaveFocus();

    // Answering only some of them is still not enough, and the answered ones stop complaining.
    await user.click(screen.getByRole('radio', { name: 'FRONT YARD' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(location().pathname).toBe('/design-profile/typeform');
    expect(shownAlerts()).toHaveLength(2);
    expect(
      screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS['yard-size'].title }),
    ).toHaveFocus();
  });

  it('saves the answers in the design profile and moves on to contact-info', async () => {
    const { user, location, store } = renderFunnel('typeform');
    await screen.findByRole('heading', { level: 1, name: STEP_TITLES.typeform });

    await answerRequiredQuestions(user);
    await user.click(screen.getByRole('checkbox', { name: 'DESIGNING MY YARD' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: QUIZ_QUESTIONS.budget.title }),
      '$10,000 - $50,000',
    );
    await user.click(screen.getByRole('button', { name: 'NEXT' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/contact-info'));
    await waitFor(() =>
      expect(
        store.read('designProfiles', designProfileIdFor(VISITOR_UID, 'v5'))?.questions,
      ).toEqual([
        { key: 'help-needed', answers: ['DESIGNING MY YARD'] },
        ...REQUIRED_ANSWERS,
        { key: 'budget', answers: ['$10,000 - $50,000'] },
      ]),
    );
  });
});

/**
 * The typeform step as the funnel mounts it, in a version the test cookie cannot force (only
 * v1-v5 can be): v6 and v7 are kept for saved profiles.
 */
function TypeformStepIn({ versionId }: { versionId: VersionId }) {
  const profile = useDesignProfile(versionId);
  const navigation = useFunnelNavigation(versionId, 'typeform', profile.flush);
  if (profile.status !== 'ready') return null;
  return (
    <TypeformStep
      versionId={versionId}
      step="typeform"
      copy={copyAt(versionId, 'typeform')}
      navigation={navigation}
      profile={profile}
    />
  );
}

function ArrivedAt() {
  const { step } = useParams();
  return <p>Arrived at {step}</p>;
}

describe.each(['v6', 'v7'] as const)(
  'typeform step without a configured form (%s)',
  (versionId) => {
    it('moves on to contact-info with the answers saved', async () => {
      const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
      const { user, location } = renderWithProviders(
        <Routes>
          <Route
            path="/design-profile/typeform"
            element={<TypeformStepIn versionId={versionId} />}
          />
          <Route path="/design-profile/:step" element={<ArrivedAt />} />
        </Routes>,
        { route: '/design-profile/typeform', dataLayer },
      );
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.typeform });

      await answerRequiredQuestions(user);
      await user.click(screen.getByRole('button', { name: 'NEXT' }));

      expect(await screen.findByText('Arrived at contact-info')).toBeInTheDocument();
      expect(location().pathname).toBe('/design-profile/contact-info');
      await waitFor(() =>
        expect(
          dataLayer.store.read('designProfiles', designProfileIdFor(VISITOR_UID, versionId))
            ?.questions,
        ).toEqual(REQUIRED_ANSWERS),
      );
    });
  },
);
