import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { WidgetProps } from '@typeform/embed-react';
import { STYLE_QUIZ_STYLE_QUESTION } from '@yardwise/domain/exterior/styleQuiz';
import { EXTERIOR_PAINT_PATH } from '@yardwise/domain/routes/paths';
import { renderExteriorRoute, SAMPLE_CLIENT_UID } from '@web/testing/renderOnboardRoute';
import {
  QUIZ_DONE,
  QUIZ_EMBED_UNAVAILABLE,
  QUIZ_FRAME_TITLE,
  QUIZ_RETAKE,
} from '@web/features/exterior/exteriorCopy';

const FORM_ID = 'StyleQz42';
const QUIZ_PATH = '/onboard/exterior-design';

// A stand-in for the embed library's widget: it shows what it was given and lets the test play
// the form.
const widget = vi.hoisted(() => ({ props: [] as WidgetProps[], fails: false }));
vi.mock('@typeform/embed-react', () => ({
  Widget(props: WidgetProps) {
    if (widget.fails) throw new Error('The quiz form could not load');
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
  vi.stubEnv('VITE_STYLE_QUIZ_FORM_ID', FORM_ID);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the style quiz with an embedded form', () => {
  it('embeds the configured form with the user and profile as hidden fields', async () => {
    await renderExteriorRoute(QUIZ_PATH);

    const frame = await screen.findByTitle(QUIZ_FRAME_TITLE, {}, { timeout: 3000 });
    expect(frame).toHaveAttribute('data-form-id', FORM_ID);
    // The sample client's profile document has the client's uid as its id.
    expect(latestWidgetProps()).toMatchObject({
      id: FORM_ID,
      hidden: { userid: SAMPLE_CLIENT_UID, profileid: SAMPLE_CLIENT_UID },
    });
    expect(screen.queryByRole('group', { name: STYLE_QUIZ_STYLE_QUESTION })).toBeNull();
  });

  it('marks the form done once it is submitted, then opens the paint question', async () => {
    const view = await renderExteriorRoute(QUIZ_PATH);
    await screen.findByTitle(QUIZ_FRAME_TITLE, {}, { timeout: 3000 });

    act(() => latestWidgetProps().onSubmit?.({ formId: FORM_ID, responseId: 'response-1' }));

    await waitFor(() => expect(view.location().pathname).toBe(EXTERIOR_PAINT_PATH));
    expect(view.dataLayer.store.read('profiles', SAMPLE_CLIENT_UID)?.typeforms).toEqual({
      [FORM_ID]: true,
    });
  });

  it('says the embedded quiz is done, with no retake', async () => {
    await renderExteriorRoute(QUIZ_PATH, (layer) =>
      layer.store.transaction((tx) =>
        tx.update('profiles', SAMPLE_CLIENT_UID, { typeforms: { [FORM_ID]: true } }),
      ),
    );
    expect(await screen.findByText(QUIZ_DONE, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByTitle(QUIZ_FRAME_TITLE)).toBeNull();
    expect(screen.queryByRole('button', { name: QUIZ_RETAKE })).toBeNull();
  });

  it('asks the questions itself when the form cannot load', async () => {
    widget.fails = true;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderExteriorRoute(QUIZ_PATH);

    expect(await screen.findByText(QUIZ_EMBED_UNAVAILABLE, {}, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('group', { name: STYLE_QUIZ_STYLE_QUESTION })).toBeVisible();
  });
});
