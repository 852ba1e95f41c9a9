import { Route, Routes, useNavigationType } from 'react-router-dom';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import type { VersionId } from '@yardwise/domain/funnel/versions';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '@web/data/memory/createMemoryDataLayer';
import { renderWithProviders } from '@web/testing/renderWithProviders';
import { useHeaderState } from '@web/ui/shellState';
import { FunnelPage } from './FunnelPage';

/** Who signedInAs 'anonymous' is, and that visitor's v10 design profile. */
export const VISITOR_UID = 'anon-preview';
export const PROFILE_ID = designProfileIdFor(VISITOR_UID, 'v10');

function HeaderProbe() {
  const { progressPage, address } = useHeaderState();
  return (
    <div data-testid="header">
      {progressPage ?? 'none'}|{address ?? ''}
    </div>
  );
}

/** How the router got to the current page: PUSH (a new history entry), REPLACE or POP. */
function NavigationProbe() {
  return <div data-testid="navigation-type">{useNavigationType()}</div>;
}

/** The funnel route as the router mounts it, plus a page for anywhere the funnel leaves to. */
export function FunnelRoutes() {
  return (
    <>
      <Routes>
        <Route path="/design-profile/:step" element={<FunnelPage title="Design profile" />} />
        <Route path="*" element={<p>Left the funnel</p>} />
      </Routes>
      <HeaderProbe />
      <NavigationProbe />
    </>
  );
}

export function renderFunnel(step: string, dataLayer?: MemoryDataLayer) {
  const layer = dataLayer ?? createMemoryDataLayer({ signedInAs: 'anonymous' });
  const result = renderWithProviders(<FunnelRoutes />, {
    route: `/design-profile/${step}`,
    dataLayer: layer,
  });
  return { ...result, store: layer.store };
}

/** A saved property address, as the address step leaves it. */
export const SAVED_ADDRESS = {
  street: '12 Oak St',
  city: 'Austin',
  state: 'TX' as const,
  zip: '78704',
  formattedAddress: '12 Oak St, Austin, TX 78704',
};

/** Answers to the required quiz pages (yard-selection, yard-size, wish-list). */
export const REQUIRED_ANSWERS: NonNullable<CallableInput<'updateDesignProfile'>['questions']> = [
  { key: 'yard-selection', answers: ['BACK YARD'] },
  { key: 'yard-size', answers: ['LESS THAN 1/2 ACRE'] },
  { key: 'wish-list', answers: ['PLANTS'] },
];

/** A visitor who already has a profile (v10 unless told) with these answers, as after an earlier visit. */
export async function visitorWithAnswers(
  questions: NonNullable<CallableInput<'updateDesignProfile'>['questions']>,
  contactInformation?: CallableInput<'updateDesignProfile'>['contactInformation'],
  versionId: VersionId = 'v10',
): Promise<MemoryDataLayer> {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  await dataLayer.commands.call('createDesignProfile', { versionId, host: 'localhost' });
  await dataLayer.commands.call('updateDesignProfile', {
    id: designProfileIdFor(VISITOR_UID, versionId),
    questions,
    ...(contactInformation ? { contactInformation } : {}),
  });
  return dataLayer;
}
