import { Route, Routes } from 'react-router-dom';
import type { CallableInput } from '@yardwise/domain/commands/remoteCommands';
import { designProfileIdFor } from '@yardwise/domain/funnel/designProfile';
import {
  createMemoryDataLayer,
  type MemoryDataLayer,
} from '../../data/memory/createMemoryDataLayer';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { useHeaderState } from '../../ui/shellState';
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

/** The funnel route as the router mounts it, plus a page for anywhere the funnel leaves to. */
export function FunnelRoutes() {
  return (
    <>
      <Routes>
        <Route path="/design-profile/:step" element={<FunnelPage title="Design profile" />} />
        <Route path="*" element={<p>Left the funnel</p>} />
      </Routes>
      <HeaderProbe />
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

/** A visitor who already has a v10 profile with these answers (as after an earlier visit). */
export async function visitorWithAnswers(
  questions: NonNullable<CallableInput<'updateDesignProfile'>['questions']>,
  contactInformation?: CallableInput<'updateDesignProfile'>['contactInformation'],
): Promise<MemoryDataLayer> {
  const dataLayer = createMemoryDataLayer({ signedInAs: 'anonymous' });
  await dataLayer.commands.call('createDesignProfile', { versionId: 'v10', host: 'localhost' });
  await dataLayer.commands.call('updateDesignProfile', {
    id: PROFILE_ID,
    questions,
    ...(contactInformation ? { contactInformation } : {}),
  });
  return dataLayer;
}
