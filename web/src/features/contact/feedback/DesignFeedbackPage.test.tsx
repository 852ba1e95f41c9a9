import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESIGN_FEEDBACK_ERRORS, DESIGN_FEEDBACK_TEXT } from '@yardwise/domain/contact/messages';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { CommandFailure } from '@web/data/commandFailure';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { brand } from '@web/ui/brand';
import { leftOutMessage } from '@web/ui/upload/fileLimit';
import { ContactPage } from '@web/features/contact/ContactPage';
import { FEEDBACK_DRAFT_KEY } from './DesignFeedbackPage';
import { fileOfType } from '@web/ui/upload/testFiles';

const TITLE = DESIGN_FEEDBACK_TEXT.title;

async function openFeedback(dataLayer: MemoryDataLayer = clientLayer()) {
  const view = renderWithProviders(<ContactPage title={TITLE} />, {
    route: '/design-feedback',
    dataLayer,
  });
  await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 3000 });
  return { ...view, dataLayer, call: vi.spyOn(dataLayer.commands, 'call') };
}

function clientLayer() {
  return createMemoryDataLayer({ signedInAs: 'sample-client', storage: { stepDelayMs: 1 } });
}

const changesBox = () => screen.getByRole('textbox', { name: DESIGN_FEEDBACK_TEXT.changesLabel });
const sendButton = () => screen.getByRole('button', { name: DESIGN_FEEDBACK_TEXT.send });
const photoInput = () =>
  screen.getByLabelText(DESIGN_FEEDBACK_TEXT.photosLabel, { selector: 'input' });
const photo = (name: string) => fileOfType(name, 'image/jpeg');
const outbox = (layer: MemoryDataLayer) => layer.store.list('outbox');

async function uploadPhotos(names: string[]) {
  await userEvent.upload(photoInput(), names.map(photo));
  for (const name of names) {
    await screen.findByRole('img', { name }, { timeout: 3000 });
  }
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the design feedback page', () => {
  it('asks what to change when Send is pressed empty, on the field, and sends nothing', async () => {
    const { dataLayer } = await openFeedback();

    await userEvent.click(sendButton());

    expect(await screen.findByText(DESIGN_FEEDBACK_ERRORS.changesRequired)).toBeVisible();
    expect(changesBox()).toHaveFocus();
    expect(changesBox()).toHaveAttribute('aria-invalid', 'true');
    expect(outbox(dataLayer)).toEqual([]);
  });

  it('counts the characters and says so past 2,000', async () => {
    await openFeedback();

    fireEvent.change(changesBox(), { target: { value: 'x'.repeat(2001) } });
    fireEvent.blur(changesBox());

    expect(await screen.findByText('Please keep your feedback to 2,000 characters.')).toBeVisible();
    expect(screen.getByText('2,001 of 2,000 characters')).toBeVisible();
  });

  it('sends the text with the reference photos, emails the team and confirms on screen', async () => {
    const { dataLayer, call } = await openFeedback();
    await userEvent.type(changesBox(), '  Move the fire pit closer to the patio.  ');
    await uploadPhotos(['deck.jpg', 'pergola.jpg']);

    await userEvent.click(sendButton());

    const heading = await screen.findByRole('heading', { name: DESIGN_FEEDBACK_TEXT.sentHeading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        fillCopy(DESIGN_FEEDBACK_TEXT.confirmationSent, { to: SAMPLE_CLIENT.email }),
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: DESIGN_FEEDBACK_TEXT.backToProject })).toHaveAttribute(
      'href',
      '/onboard/my-yard',
    );
    const media = dataLayer.store.list('media').filter((doc) => doc.variant === 'design-feedback');
    expect(media.map((doc) => [doc.originalFileName, doc.tag])).toEqual([
      ['deck.jpg', 'design-feedback'],
      ['pergola.jpg', 'design-feedback'],
    ]);
    expect(call).toHaveBeenCalledWith('sendDesignFeedback', {
      requestId: expect.any(String),
      changes: 'Move the fire pit closer to the patio.',
      mediaIds: media.map((doc) => doc.id),
    });
    expect(outbox(dataLayer).map((email) => [email.template, email.to])).toEqual([
      ['design-feedback', brand.supportEmail],
      ['design-feedback-received', SAMPLE_CLIENT.email],
    ]);
    expect(window.sessionStorage.getItem(FEEDBACK_DRAFT_KEY)).toBeNull();
  });

  it('leaves a deleted photo out of the feedback', async () => {
    const { call } = await openFeedback();
    await userEvent.type(changesBox(), 'Less lawn.');
    await uploadPhotos(['deck.jpg', 'pergola.jpg']);

    await userEvent.click(screen.getByRole('button', { name: 'Delete deck.jpg' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'deck.jpg' })).toBeNull());
    await userEvent.click(sendButton());

    await screen.findByRole('heading', { name: DESIGN_FEEDBACK_TEXT.sentHeading });
    const [sent] = call.mock.calls.filter(([name]) => name === 'sendDesignFeedback');
    expect((sent![1] as { mediaIds: string[] }).mediaIds).toHaveLength(1);
  });

  it('takes at most 5 photos: extras are left out, with why', async () => {
    await openFeedback();

    await userEvent.upload(
      photoInput(),
      ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg'].map(photo),
    );

    expect(await screen.findByText(leftOutMessage(1, 5))).toBeVisible();
  });

  it('shows progress while sending and keeps everything, with why, when sending fails', async () => {
    const { dataLayer, call } = await openFeedback();
    await userEvent.type(changesBox(), 'Swap the lawn for clover.');
    let fail: (error: unknown) => void = () => undefined;
    call.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );

    await userEvent.click(sendButton());

    const busy = await screen.findByRole('button', { name: /Sending your feedback/ });
    expect(busy).toBeDisabled();
    fail(new CommandFailure('unavailable', 'The email could not be sent. Please try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      fillCopy(DESIGN_FEEDBACK_ERRORS.notSent, { email: brand.supportEmail }),
    );
    expect(changesBox()).toHaveValue('Swap the lawn for clover.');

    await userEvent.click(sendButton());

    expect(
      await screen.findByRole('heading', { name: DESIGN_FEEDBACK_TEXT.sentHeading }),
    ).toBeVisible();
    expect(outbox(dataLayer)).toHaveLength(2);
  });

  it('says to wait once the limit of sends is reached', async () => {
    const { call } = await openFeedback();
    await userEvent.type(changesBox(), 'Swap the lawn for clover.');
    const wait = "You've tried this too many times. Please wait 5 minutes and try again.";
    call.mockRejectedValueOnce(new CommandFailure('resource-exhausted', wait));

    await userEvent.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('keeps what was typed and the photos through a reload until sent', async () => {
    const first = await openFeedback();
    await userEvent.type(changesBox(), 'A bigger patio.');
    await uploadPhotos(['deck.jpg']);
    const requestId = JSON.parse(window.sessionStorage.getItem(FEEDBACK_DRAFT_KEY)!).requestId;
    first.unmount();

    const { call } = await openFeedback(first.dataLayer);

    expect(changesBox()).toHaveValue('A bigger patio.');
    expect(screen.getByRole('img', { name: 'deck.jpg' })).toBeVisible();
    await userEvent.click(sendButton());
    await screen.findByRole('heading', { name: DESIGN_FEEDBACK_TEXT.sentHeading });
    expect(call).toHaveBeenCalledWith(
      'sendDesignFeedback',
      expect.objectContaining({ requestId, changes: 'A bigger patio.' }),
    );
  });
});
