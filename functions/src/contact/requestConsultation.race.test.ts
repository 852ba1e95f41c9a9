// A double click sends the same consultation request twice at once: on the official emulator both
// transactions overlap, and the team is emailed once.
import { describe, expect, it } from 'vitest';
import { configureSendGrid, sendgridSend } from '../testing/email';
import {
  send,
  startEachConsultationTestClean,
  valid,
  visitor,
} from './testing/consultationRequest';

startEachConsultationTestClean();

describe('requestConsultation sent twice at once', () => {
  it('emails once and answers both', async () => {
    configureSendGrid();

    expect(await Promise.all([send(valid, visitor), send(valid, visitor)])).toEqual([
      { sent: true },
      { sent: true },
    ]);
    expect(sendgridSend).toHaveBeenCalledOnce();
  });
});
