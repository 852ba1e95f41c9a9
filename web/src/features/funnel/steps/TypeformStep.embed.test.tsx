import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@typeform/embed-react';
import { TEST_VERSION_COOKIE } from '@yardwise/domain/funnel/cookies';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import { STEP_TITLES } from '@yardwise/domain/funnel/messages';
import { QUIZ_QUESTIONS } from '@yardwise/domain/funnel/quiz';
import { renderFunnel, VISITOR_UID } from '@web/features/funnel/funnelTestUtils';
import { TYPEFORM_LOADING_LABEL, TYPEFORM_READY_TIMEOUT_MS } from '@web/ui/embed/TypeformEmbed';
import { TYPEFORM_FRAME_TITLE, TYPEFORM_UNAVAILABLE_MESSAGE } from './TypeformStep';

const FORM_ID = 'aBcD1234';

// A stand-in for Typeform's widget: it shows what it was given and lets the test play Typeform.
const widget = vi.hoisted(() => ({
  props: [] as WidgetProps[],
  fails: false,
}));
vi.mock('@typeform/embed-react', () => ({
  Widget(props: WidgetProps) {
    if (widget.fails) throw new Error('Typeform could not load');
    widget.props.push(props);
    return <iframe title={String(props.iframeProps?.title)} data-form-id={props.id} />;
  },
}));

function latestWidgetProps(): WidgetProps {
  const props = widget.props.at(-1);
  if (!props) throw new Error('The widget has not rendered');
  return props;
}

beforeEach(() => {
  widget.props = [];
  widget.fails = false;
  vi.stubEnv('VITE_TYPEFORM_QUIZ_FORM_ID', FORM_ID);
  document.cookie = `${TEST_VERSION_COOKIE}=v5; path=/`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  document.cookie = `${TEST_VERSION_COOKIE}=; max-age=0; path=/`;
});

describe('typeform step with a configured form (v5)', () => {
  it('embeds the form with the visitor and design profile as hidden fields, named for screen readers', async () => {
    renderFunnel('typeform');

    expect(
      await screen.findByRole('heading', { level: 1, name: STEP_TITLES.typeform }),
    ).toBeInTheDocument();
    const frame = await screen.findByTitle(TYPEFORM_FRAME_TITLE);
    expect(frame).toHaveAttribute('data-form-id', FORM_ID);
    expect(latestWidgetProps()).toMatchObject({
      id: FORM_ID,
      hidden: { userid: VISITOR_UID, profileid: designProfileIdFor(VISITOR_UID, 'v5') },
      iframeProps: { title: TYPEFORM_FRAME_TITLE },
    });
    // The embedded form stands in for the questions: none of our own are shown.
    expect(screen.queryByRole('heading', { name: QUIZ_QUESTIONS['yard-size'].title })).toBeNull();
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
  });

  it('shows that it is loading until the form is ready, without rebuilding the form', async () => {
    renderFunnel('typeform');

    await screen.findByTitle(TYPEFORM_FRAME_TITLE);
    expect(screen.getByRole('status')).toHaveTextContent(TYPEFORM_LOADING_LABEL);

    const before = latestWidgetProps();
    act(() => before.onReady?.({ formId: FORM_ID, isClosed: false }));

    expect(screen.queryByText(TYPEFORM_LOADING_LABEL)).not.toBeInTheDocument();
    expect(widget.props.length).toBeGreaterThan(1);
    // The real widget recreates its frame when any prop changes identity.
    for (const props of widget.props) {
      expect(props.hidden).toBe(before.hidden);
      expect(props.onSubmit).toBe(before.onSubmit);
    }
  });

  it('moves on to contact-info once the form is submitted', async () => {
    const { location } = renderFunnel('typeform');
    await screen.findByTitle(TYPEFORM_FRAME_TITLE);

    act(() => latestWidgetProps().onSubmit?.({ formId: FORM_ID, responseId: 'response-1' }));

    await waitFor(() => expect(location().pathname).toBe('/design-profile/contact-info'));
  });

  it('says so and offers the questions itself when the form cannot load', async () => {
    widget.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, location } = renderFunnel('typeform');

    expect(await screen.findByText(TYPEFORM_UNAVAILABLE_MESSAGE)).toBeVisible();
    expect(screen.queryByTitle(TYPEFORM_FRAME_TITLE)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'BACK YARD' }));
    await user.click(screen.getByRole('radio', { name: 'MORE THAN 1 ACRE' }));
    await user.click(screen.getByRole('checkbox', { name: 'FENCE' }));
    await user.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(location().pathname).toBe('/design-profile/contact-info'));
  });

  it('stops waiting for a form that never gets ready and offers the questions itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderFunnel('typeform');
    await screen.findByTitle(TYPEFORM_FRAME_TITLE);
    // The wait starts in an effect, which React may run after the frame is on the page.
    await act(() => Promise.resolve());

    act(() => vi.advanceTimersByTime(TYPEFORM_READY_TIMEOUT_MS - 1000));
    expect(screen.queryByText(TYPEFORM_UNAVAILABLE_MESSAGE)).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(TYPEFORM_UNAVAILABLE_MESSAGE)).toBeVisible();
    expect(screen.queryByTitle(TYPEFORM_FRAME_TITLE)).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: QUIZ_QUESTIONS['wish-list'].title }),
    ).toBeInTheDocument();
  });
});
