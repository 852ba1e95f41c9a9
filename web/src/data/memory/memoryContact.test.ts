import { describe, expect, it } from 'vitest';
import { DESIGN_FEEDBACK_ERRORS } from '@yardwise/domain/contact/messages';
import { SAMPLE_CLIENT, SAMPLE_DATA } from '@yardwise/domain/seed/sampleData';
import { brand } from '@web/ui/brand';
import { createMemoryDataLayer, type MemoryDataLayer } from './createMemoryDataLayer';

// The preview's stand-ins for the messages to the design team keep each email in the outbox, with
// the functions' checks: the caller's own photos only, one set of emails per request.

const requestId = '0b6f1f7e-8c1d-4f3a-9e2b-6a7c5d4e3f21';
const seededMedia = SAMPLE_DATA.documents.media ?? {};
const [ownMediaId] = Object.keys(seededMedia);
const OTHER_CLIENTS_MEDIA = 'media-other-client-1';

function layerSignedInAs(signedInAs: 'sample-client' | 'anonymous'): MemoryDataLayer {
  return createMemoryDataLayer({
    signedInAs,
    data: {
      ...SAMPLE_DATA,
      documents: {
        ...SAMPLE_DATA.documents,
        media: {
          ...seededMedia,
          [OTHER_CLIENTS_MEDIA]: { ...Object.values(seededMedia)[0]!, userId: 'other-client' },
        },
      },
    },
  });
}

const feedback = { requestId, changes: ' Less lawn, more shade. ', mediaIds: [ownMediaId!] };
const consultation = {
  requestId,
  name: 'Ana Lopez',
  email: 'ana@example.com',
  message: 'Where do we start?',
};

describe('the preview’s messages to the design team', () => {
  it('keeps the feedback for the team and the confirmation for the client in the outbox', async () => {
    const layer = layerSignedInAs('sample-client');

    await expect(layer.commands.call('sendDesignFeedback', feedback)).resolves.toEqual({
      confirmationSent: true,
    });
    await layer.commands.call('sendDesignFeedback', feedback);

    expect(layer.store.list('outbox')).toEqual([
      expect.objectContaining({
        to: brand.supportEmail,
        template: 'design-feedback',
        state: 'LOCAL_ONLY',
        data: expect.objectContaining({
          changes: 'Less lawn, more shade.',
          photos: [expect.objectContaining({ url: expect.any(String) })],
        }),
      }),
      expect.objectContaining({ to: SAMPLE_CLIENT.email, template: 'design-feedback-received' }),
    ]);
  });

  it("refuses another client's photo and an anonymous visitor, keeping nothing", async () => {
    const layer = layerSignedInAs('sample-client');
    await expect(
      layer.commands.call('sendDesignFeedback', { ...feedback, mediaIds: [OTHER_CLIENTS_MEDIA] }),
    ).rejects.toMatchObject({ code: 'not-found', message: DESIGN_FEEDBACK_ERRORS.photoNotFound });

    const visitor = layerSignedInAs('anonymous');
    await expect(
      visitor.commands.call('sendDesignFeedback', { ...feedback, mediaIds: [] }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    expect([...layer.store.list('outbox'), ...visitor.store.list('outbox')]).toEqual([]);
  });

  it('keeps an anonymous visitor’s consultation request once for the team', async () => {
    const layer = layerSignedInAs('anonymous');

    await expect(layer.commands.call('requestConsultation', consultation)).resolves.toEqual({
      sent: true,
    });
    await layer.commands.call('requestConsultation', consultation);

    expect(layer.store.list('outbox')).toEqual([
      expect.objectContaining({
        to: brand.supportEmail,
        template: 'consultation-request',
        data: expect.objectContaining({ email: 'ana@example.com', userId: expect.any(String) }),
      }),
    ]);
  });
});
