import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULTATION_ERRORS, CONSULTATION_TEXT } from '@yardwise/domain/contact/messages';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { CommandFailure } from '@web/data/commandFailure';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { brand } from '@web/ui/brand';
import { ContactPage } from '@web/features/contact/ContactPage';
import { CONSULTATION_DRAFT_KEY } from './ConsultationPage';

const TITLE = CONSULTATION_TEXT.title;

async function openConsultation(
  options: { dataLayer?: MemoryDataLayer; routeState?: unknown } = {},
) {
  const dataLayer = options.dataLayer ?? createMemoryDataLayer({ signedInAs: 'anonymous' });
  const view = renderWithProviders(<ContactPage title={TITLE} />, {
    route: '/design-consultation',
    dataLayer,
    routeState: options.routeState,
  });
  await screen.findByRole('heading', { level: 1, name: TITLE }, { timeout: 3000 });
  return { ...view, dataLayer, call: vi.spyOn(dataLayer.commands, 'call') };
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const sendButton = () => screen.getByRole('button', { name: CONSULTATION_TEXT.send });

async function fillIn(values: { name?: string; email?: string; phone?: string; message?: string }) {
  if (values.name) await userEvent.type(field(CONSULTATION_TEXT.nameLabel), values.name);
  if (values.email) await userEvent.type(field(CONSULTATION_TEXT.emailLabel), values.email);
  if (values.phone) {
    await userEvent.type(
      screen.getByRole('textbox', { name: CONSULTATION_TEXT.phoneLabel }),
      values.phone,
    );
  }
  if (values.message) await userEvent.type(field(CONSULTATION_TEXT.messageLabel), values.message);
}

const complete = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '(555) 010-4477',
  message: 'We want a shady back yard.',
};

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the design-consultation page', () => {
  it('says what is missing for every required field, focusing the first, and sends nothing', async () => {
    const { dataLayer } = await openConsultation();

    await userEvent.click(sendButton());

    expect(await screen.findByText(CONSULTATION_ERRORS.nameRequired)).toBeVisible();
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByText(CONSULTATION_ERRORS.messageRequired)).toBeVisible();
    expect(field(CONSULTATION_TEXT.nameLabel)).toHaveFocus();
    expect(field(CONSULTATION_TEXT.nameLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(dataLayer.store.list('outbox')).toEqual([]);
  });

  it('says what is wrong with an email, a phone and a name it cannot take', async () => {
    await openConsultation();
    await fillIn({ name: '<Ana>', email: 'ana@', phone: '555-0104', message: 'Hello' });

    await userEvent.click(sendButton());

    expect(await screen.findByText('Please remove the < and > characters.')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address.')).toBeVisible();
    expect(screen.getByText('Please enter a 10-digit phone number.')).toBeVisible();
  });

  it('sends the request to the team and confirms on screen', async () => {
    const { dataLayer, call } = await openConsultation();
    await fillIn(complete);

    await userEvent.click(sendButton());

    const heading = await screen.findByRole('heading', { name: CONSULTATION_TEXT.sentHeading });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(fillCopy(CONSULTATION_TEXT.sentBody, { to: 'ana@example.com' })),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith('requestConsultation', {
      requestId: expect.any(String),
      name: 'Ana Lopez',
      email: 'ana@example.com',
      phone: '5550104477',
      message: 'We want a shady back yard.',
    });
    expect(dataLayer.store.list('outbox')).toEqual([
      expect.objectContaining({
        to: brand.supportEmail,
        template: 'consultation-request',
        state: 'LOCAL_ONLY',
      }),
    ]);
    expect(window.sessionStorage.getItem(CONSULTATION_DRAFT_KEY)).toBeNull();
  });

  it('shows progress while sending, and keeps everything with why when sending fails', async () => {
    const { call } = await openConsultation();
    await fillIn(complete);
    let fail: (error: unknown) => void = () => undefined;
    call.mockImplementationOnce(
      () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    );

    await userEvent.click(sendButton());
    expect(await screen.findByRole('button', { name: /Sending your message/ })).toBeDisabled();
    fail(new CommandFailure('unavailable', 'The email could not be sent. Please try again.'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      fillCopy(CONSULTATION_ERRORS.notSent, { email: brand.supportEmail }),
    );
    expect(field(CONSULTATION_TEXT.messageLabel)).toHaveValue(complete.message);
    await userEvent.click(sendButton());
    expect(
      await screen.findByRole('heading', { name: CONSULTATION_TEXT.sentHeading }),
    ).toBeVisible();
  });

  it('says to wait once the limit of requests is reached', async () => {
    const { call } = await openConsultation();
    await fillIn(complete);
    const wait = "You've tried this too many times. Please wait 60 minutes and try again.";
    call.mockRejectedValueOnce(new CommandFailure('resource-exhausted', wait));

    await userEvent.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
  });

  it('keeps what was typed through a reload until sent', async () => {
    const first = await openConsultation();
    await fillIn({ name: 'Ana Lopez', message: 'Shade, please.' });
    first.unmount();

    await openConsultation({ dataLayer: first.dataLayer });

    expect(field(CONSULTATION_TEXT.nameLabel)).toHaveValue('Ana Lopez');
    expect(field(CONSULTATION_TEXT.messageLabel)).toHaveValue('Shade, please.');
  });

  it('offers a client a login back to the page they asked for', async () => {
    await openConsultation({ routeState: { from: '/onboard/exterior-design/paint' } });

    expect(screen.getByRole('link', { name: CONSULTATION_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login?callbackUrl=%2Fonboard%2Fexterior-design%2Fpaint',
    );
  });

  it('sends a client signed in meanwhile back to the page they asked for', async () => {
    const view = renderWithProviders(<ContactPage title={TITLE} />, {
      route: '/design-consultation',
      dataLayer: createMemoryDataLayer({ signedInAs: 'sample-client' }),
      routeState: { from: '/onboard/exterior-design/paint' },
    });

    await waitFor(() => expect(view.location().pathname).toBe('/onboard/exterior-design/paint'));
  });

  it('offers a plain login without a page to go back to', async () => {
    await openConsultation({ routeState: { from: 'https://evil.example' } });

    expect(screen.getByRole('link', { name: CONSULTATION_TEXT.logIn })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});
