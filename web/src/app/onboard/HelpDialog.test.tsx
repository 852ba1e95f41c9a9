import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HELP_TYPES } from '@yardwise/domain/forms/help';
import {
  HELP_BODY_HINT,
  HELP_BODY_TOO_SHORT,
  HELP_SUCCESS,
  HELP_TYPE_REQUIRED,
} from '@yardwise/domain/forms/messages';
import { TALK_TO_US } from '@yardwise/domain/onboarding/messages';
import { RATE_LIMITS } from '@yardwise/domain/security/rateLimits';
import { createMemoryDataLayer } from '@web/data/memory/createMemoryDataLayer';
import { brand } from '@web/ui/brand';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { HelpDialog, type HelpSender } from './HelpDialog';

const failureText = `Uh-oh! Something went wrong trying to deliver this email. If this error persists, please contact ${brand.supportEmail}.`;
const sender: HelpSender = { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Lee' };

/** The help command answers with `reply`, or rejects when given an Error; calls are recorded. */
function withHelpReply(reply: number | Error | Promise<number>) {
  const memory = createMemoryDataLayer();
  const sent: unknown[] = [];
  const dataLayer = {
    ...memory,
    commands: {
      call: ((name, input) => {
        if (name !== 'sendOnboardHelpEmail') return memory.commands.call(name, input);
        sent.push(input);
        if (reply instanceof Promise) return reply;
        return reply instanceof Error ? Promise.reject(reply) : Promise.resolve(reply);
      }) as typeof memory.commands.call,
    },
  };
  return { dataLayer, sent };
}

/** A page with a Talk to us button, as the shell has. */
function HelpHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open help
      </button>
      <HelpDialog open={open} onClose={() => setOpen(false)} sender={sender} />
    </>
  );
}

async function openHelp(reply: number | Error | Promise<number> = 202) {
  const { dataLayer, sent } = withHelpReply(reply);
  const view = renderWithProviders(<HelpHarness />, { dataLayer });
  await view.user.click(screen.getByRole('button', { name: 'Open help' }));
  const dialog = await screen.findByRole('dialog', { name: TALK_TO_US });
  return { ...view, dialog, sent };
}

async function fillValidForm(
  user: Awaited<ReturnType<typeof openHelp>>['user'],
  dialog: HTMLElement,
) {
  await user.click(within(dialog).getByRole('radio', { name: 'Timeline question' }));
  await user.type(
    within(dialog).getByRole('textbox', { name: HELP_BODY_HINT }),
    '  When will my design be ready?  ',
  );
}

describe('HelpDialog', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });

  it('keeps a message being written across a reload of the page, until it is sent', async () => {
    const first = await openHelp();
    await fillValidForm(first.user, first.dialog);
    first.unmount(); // what a reload does to the page, without closing the dialog

    const { user, dialog } = await openHelp();
    const body = within(dialog).getByRole('textbox', { name: HELP_BODY_HINT });
    expect(body).toHaveValue('  When will my design be ready?  ');
    expect(within(dialog).getByRole('radio', { name: 'Timeline question' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText(HELP_SUCCESS);
    expect(window.sessionStorage.getItem('yardwise.helpMessage')).toBeNull();
  });

  it('offers the four help types and keeps Send disabled until the form is complete', async () => {
    const { user, dialog } = await openHelp();

    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(HELP_TYPES.map((type) => type.label));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();

    await user.click(within(dialog).getByRole('radio', { name: 'Technical question' }));
    await user.type(within(dialog).getByRole('textbox', { name: HELP_BODY_HINT }), 'hi  ');

    expect(within(dialog).getByText(HELP_BODY_TOO_SHORT)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: HELP_BODY_HINT })).toBeInvalid();
    expect(send).toBeDisabled();
  });

  it('shows the type error once the type choice is left empty', async () => {
    const { user, dialog } = await openHelp();
    expect(within(dialog).queryByText(HELP_TYPE_REQUIRED)).not.toBeInTheDocument();

    // Tab into the first option and on out of the group without choosing.
    within(dialog).getAllByRole('radio')[0]!.focus();
    await user.tab();

    expect(await within(dialog).findByText(HELP_TYPE_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription(HELP_TYPE_REQUIRED);
  });

  it('sends exactly the payload with the trimmed message and thanks the client on a 202', async () => {
    const { user, dialog, sent } = await openHelp(202);
    await fillValidForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(HELP_SUCCESS);
    expect(sent).toEqual([
      {
        helpType: 'timeline',
        emailAddress: 'jordan@example.com',
        firstName: 'Jordan',
        lastName: 'Lee',
        body: 'When will my design be ready?',
      },
    ]);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  type User = Awaited<ReturnType<typeof openHelp>>['user'];
  const twice: [string, (send: HTMLElement, user: User) => Promise<unknown>][] = [
    ['a double click', (send, user) => user.dblClick(send)],
    [
      'two clicks before the dialog re-renders',
      async (send) =>
        act(() => {
          send.click();
          send.click();
        }),
    ],
    [
      'a click, then the form submitted again before the re-render',
      async (send) =>
        act(() => {
          send.click();
          fireEvent.submit(send.closest('[role="dialog"]')!.querySelector('form')!);
        }),
    ],
  ];

  it.each(twice)('sends once on %s, with Send disabled until the reply', async (_, pressTwice) => {
    let answer: (reply: number) => void = () => undefined;
    const reply = new Promise<number>((resolve) => {
      answer = resolve;
    });
    const { user, dialog, sent } = await openHelp(reply);
    await fillValidForm(user, dialog);
    const send = within(dialog).getByRole('button', { name: 'Send' });

    await pressTwice(send, user);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(send).toBeDisabled();
    await act(async () => answer(202));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(HELP_SUCCESS);
    expect(sent).toHaveLength(1);
  });

  it('shows the failure text with the support email on any other reply', async () => {
    const { user, dialog } = await openHelp(500);
    await fillValidForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(failureText);
  });

  it('shows the failure text when sending fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await openHelp(new Error('network down'));
    await fillValidForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(failureText);
    expect(logged).toHaveBeenCalled();
  });

  it('starts over with an empty form after Close', async () => {
    const { user, dialog } = await openHelp(500);
    await fillValidForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByRole('alert');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to what opened the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open help' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const reopened = await screen.findByRole('dialog', { name: TALK_TO_US });
    expect(within(reopened).getByRole('textbox', { name: HELP_BODY_HINT })).toHaveValue('');
    for (const radio of within(reopened).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(reopened).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(within(reopened).queryByText(HELP_BODY_TOO_SHORT)).not.toBeInTheDocument();
  });

  it('also starts over when closed from the form with Escape', async () => {
    const { user, dialog } = await openHelp();
    await fillValidForm(user, dialog);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open help' }));

    const reopened = await screen.findByRole('dialog', { name: TALK_TO_US });
    expect(within(reopened).getByRole('textbox', { name: HELP_BODY_HINT })).toHaveValue('');
  });

  it('says how long to wait and where to write meanwhile when the client has sent too many, and keeps the message written', async () => {
    const dataLayer = createMemoryDataLayer({ signedInAs: 'sample-client' });
    const payload = {
      helpType: 'timeline' as const,
      emailAddress: sender.email,
      firstName: 'Jordan',
      lastName: 'Lee',
      body: 'When will my design be ready?',
    };
    // Different messages: the same one again would be a repeat, answered without counting.
    for (let sent = 0; sent < RATE_LIMITS.sendOnboardHelpEmail.maxCalls; sent += 1) {
      await dataLayer.commands.call('sendOnboardHelpEmail', {
        ...payload,
        body: `${payload.body} (${sent + 1})`,
      });
    }
    const { user } = renderWithProviders(<HelpHarness />, { dataLayer });
    await user.click(screen.getByRole('button', { name: 'Open help' }));
    const dialog = await screen.findByRole('dialog', { name: TALK_TO_US });
    await fillValidForm(user, dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `You've tried this too many times. Please wait 60 minutes and try again. If you need us sooner, please contact ${brand.supportEmail}.`,
    );
    expect(within(dialog).queryByText(failureText)).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('yardwise.helpMessage')).toContain(
      'When will my design be ready?',
    );
  });
});
