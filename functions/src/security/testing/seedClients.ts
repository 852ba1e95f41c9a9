// For the hostile-input suites: two clients mid-onboarding with everything a callable can name
// (design profile, media and their files, wish-list and colour responses, an order awaiting its
// stand-in payment, the terms agreement), and the catalogue they point at. Each client's ids are
// the SampleIds the payloads are built from, so a payload names real documents.

import { projectIdFor } from '@yardwise/domain/checkout/fulfilmentPlan';
import type { SampleIds } from '@yardwise/domain/commands/testing/callableSamples';
import { CURRENT_TERMS_VERSION } from '@yardwise/domain/terms/currentTerms';
import { newColorResponseDoc } from '@yardwise/domain/exterior/colors';
import type { StandInPaymentIntentDoc } from '@yardwise/domain/firestore/commerceDocuments';
import { designProfileIdFor, newDesignProfile } from '@yardwise/domain/funnel/designProfile';
import { newMediaDoc } from '@yardwise/domain/onboarding/media';
import type { ChecklistResponseDoc } from '@yardwise/domain/wishlist/checklistResponse';
import { checklistResponseIdFor } from '@yardwise/domain/wishlist/commands/responseCommands';
import type { MemoryMediaStorage } from '../../adapters/storage/memoryMediaStorage';
import { getDb } from '../../admin';
import { writeDoc } from '../../designProfiles/firestoreDocs';
import {
  ana,
  CREATED_AT,
  jo,
  seedOnboardingClient,
} from '../../onboarding/testing/onboardingClients';
import { seedCatalog } from '../../orders/orderTestData';
import { intentMetadata, orderFixture, seedOrder } from '../../payments/testing/paymentFixtures';
import type { TestCaller } from '../../testing/callable';

/** The client whose own documents the payloads name. */
export const owner = ana;
/** Another client: a payload naming their documents must change nothing. */
export const otherClient = jo;

/** What each client's stored photos are. */
export const SEEDED_FILE = { contentType: 'image/jpeg', size: 4096 } as const;

/** The file of each client's media record; the payloads' mediaFileName is a file not yet recorded. */
const RECORDED_FILE_NAME = 'c0ffee00-0000-4000-8000-000000000002.1772445600000.jpg';

/** Every file the clients have in storage: a recorded photo and an upload not yet recorded. */
export function storedPaths(client: TestCaller): string[] {
  const ids = idsOf(client);
  return [`media/${client.uid}/${RECORDED_FILE_NAME}`, `media/${client.uid}/${ids.mediaFileName}`];
}

const CATALOGUE = {
  itemId: 'patio',
  priceOptionId: 'patio-medium',
  styleOptionId: 'patio-modern',
  colorId: 'sw-7005',
} as const;

/** The ids of the client's seeded documents, as the payloads name them. */
export function idsOf(client: TestCaller): SampleIds {
  return {
    uid: client.uid,
    email: client.email ?? '',
    designProfileId: designProfileIdFor(client.uid, 'v2'),
    mediaId: `${client.uid}-front-wide-angle`,
    mediaFileName: 'c0ffee00-0000-4000-8000-000000000001.1772445600000.jpg',
    responseIds: [
      checklistResponseIdFor(projectIdFor(client.uid), 'patio'),
      checklistResponseIdFor(projectIdFor(client.uid), 'lawn'),
    ],
    colorResponseId: `${client.uid}-main-color`,
    paymentIntentId: `pi_standin_${client.uid.replace(/\W/g, '_')}`,
    ...CATALOGUE,
  };
}

async function seedCatalogue(): Promise<void> {
  await seedCatalog();
  for (const [id, name] of [
    ['patio', 'Patio'],
    ['lawn', 'Lawn'],
  ] as const) {
    await writeDoc('checklistItems', id, {
      name,
      description: `${name} for the yard.`,
      category: 'Hardscape',
      image: '',
      quantitative_item: false,
      no_style_options: id === 'lawn',
      group: 'landscaping',
    });
  }
  await writeDoc('priceOptions', CATALOGUE.priceOptionId, {
    itemId: 'patio',
    low_price: 200_000,
    high_price: 500_000,
    description: 'Medium',
    image: '',
  });
  await writeDoc('priceOptions', 'lawn-small', {
    itemId: 'lawn',
    low_price: 100_000,
    high_price: 300_000,
    description: 'Small',
    image: '',
  });
  await writeDoc('styleOptions', CATALOGUE.styleOptionId, {
    itemId: 'patio',
    image: '',
    name: 'Modern',
  });
  await writeDoc('colors', CATALOGUE.colorId, {
    name: 'Pure White',
    hexCode: '#EDECE6',
    category: 'Whites',
  });
}

function checklistResponse(
  client: TestCaller,
  itemId: string,
  priceOptionId: string,
  order: number,
): ChecklistResponseDoc {
  return {
    userId: client.uid,
    projectId: projectIdFor(client.uid),
    item_id: itemId,
    price_option_id: priceOptionId,
    style_option_id: itemId === 'patio' ? CATALOGUE.styleOptionId : null,
    context: '',
    order,
    front_yard: true,
    back_yard: false,
    left_yard: false,
    right_yard: false,
  };
}

async function seedClient(client: TestCaller, n: number, storage: MemoryMediaStorage) {
  const ids = idsOf(client);
  const projectId = projectIdFor(client.uid);
  await seedOnboardingClient(client, 'full-yard', ['front']);
  await writeDoc('termsAgreements', client.uid, {
    userId: client.uid,
    tosAgreed: true,
    typeOfTos: CURRENT_TERMS_VERSION,
    dateOfAgree: CREATED_AT.toISOString(),
  });
  await writeDoc('designProfiles', ids.designProfileId, {
    ...newDesignProfile({ userId: client.uid, versionId: 'v2', isTestAccount: false }),
    contactInformation: { email: ids.email },
  });

  const [path] = storedPaths(client);
  for (const stored of storedPaths(client)) storage.put(stored, SEEDED_FILE);
  await writeDoc(
    'media',
    ids.mediaId,
    newMediaDoc(
      {
        path: path!,
        fileType: 'image/jpeg',
        variant: 'front-yard-wide-angle',
        tag: 'property',
        originalFileName: 'lawn.jpg',
      },
      {
        uid: client.uid,
        projectId,
        now: CREATED_AT,
        downloadURL: `https://media-stand-in.example/${ids.mediaId}`,
      },
    ),
  );

  await writeDoc(
    'checklistResponses',
    ids.responseIds[0],
    checklistResponse(client, 'patio', CATALOGUE.priceOptionId, 1),
  );
  await writeDoc(
    'checklistResponses',
    ids.responseIds[1],
    checklistResponse(client, 'lawn', 'lawn-small', 2),
  );
  await writeDoc(
    'colorResponses',
    ids.colorResponseId,
    newColorResponseDoc(
      { colorId: CATALOGUE.colorId, placement: 'Main Color' },
      { userId: client.uid, projectId },
    ),
  );

  const order = await seedOrder(
    orderFixture(n, {
      userId: client.uid,
      email: ids.email,
      paymentIntentId: ids.paymentIntentId,
    }),
  );
  const intent: StandInPaymentIntentDoc = {
    amount: order.order.total,
    currency: 'usd',
    status: 'requires_payment_method',
    clientSecret: `${ids.paymentIntentId}_secret_local`,
    metadata: intentMetadata(order),
    createdAt: CREATED_AT.toISOString(),
  };
  await (await getDb()).collection('standInPaymentIntents').doc(ids.paymentIntentId).set(intent);
}

/** The catalogue and both clients; media files go into `storage`. */
export async function seedClients(storage: MemoryMediaStorage): Promise<void> {
  await seedCatalogue();
  await seedClient(owner, 1, storage);
  await seedClient(otherClient, 2, storage);
}
