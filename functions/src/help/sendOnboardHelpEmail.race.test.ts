// A double click or a retried request sends the same help request twice at the same moment: on the
// official emulator both transactions overlap, and one create() of the request's outbox id wins.
import { describe, expect, it } from 'vitest';
import { HELP_SUCCESS_REPLY } from '@yardwise/domain/forms/help';
import { configureSendGrid, outbox, sendgridSend } from '../testing/email';
import { client, send, startEachHelpTestClean, valid } from './testing/helpRequest';

startEachHelpTestClean();

describe('sendOnboardHelpEmail sent twice at once', () => {
  it('sends one email for two identical requests at the same moment, answering 202 to both', async () => {
    configureSendGrid();

    const replies = await Promise.all([send(valid, client), send(valid, client)]);

    expect(replies).toEqual([HELP_SUCCESS_REPLY, HELP_SUCCESS_REPLY]);
    expect(sendgridSend).toHaveBeenCalledOnce();
    expect(await outbox()).toHaveLength(1);
  });

  it('keeps one outbox entry for a repeat with the local stand-in too', async () => {
    const replies = await Promise.all([send(valid, client), send(valid, client)]);
    replies.push(await send(valid, client));

    expect(replies).toEqual([HELP_SUCCESS_REPLY, HELP_SUCCESS_REPLY, HELP_SUCCESS_REPLY]);
    expect(await outbox()).toEqual([expect.objectContaining({ state: 'LOCAL_ONLY' })]);
  });
});
