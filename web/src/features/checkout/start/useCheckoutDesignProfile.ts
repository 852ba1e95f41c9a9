import { useEffect, useState } from 'react';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { DesignProfileDoc } from '@yardwise/domain/firestore/documents';
import { DEFAULT_VERSION_ID } from '@yardwise/domain/funnel/versionChoice';
import type { VersionId } from '@yardwise/domain/funnel/versions';
import { useDataLayer } from '@web/data/DataLayerContext';
import type { CommandClient } from '@web/data/types';
import type { ContactPatch } from '@web/ui/address/enteredAddress';
import { reportError } from '@web/data/errorReporting';

export type CheckoutDesignProfile = WithId<DesignProfileDoc>;

/** The design profile the checkout writes to: the funnel's version, or v10 outside the funnel. */
export function checkoutProfileVersion(funnelVersion: VersionId | null): VersionId {
  return funnelVersion ?? DEFAULT_VERSION_ID;
}

/**
 * "records the email in the design profile or creates a design profile". The create
 * command finds an existing profile ({uid}_{version}) untouched, so this is safe to repeat.
 */
export async function saveContactInDesignProfile(
  commands: CommandClient,
  versionId: VersionId,
  contact: ContactPatch,
): Promise<CheckoutDesignProfile> {
  const { designProfile } = await commands.call('createDesignProfile', {
    versionId,
    host: window.location.host,
  });
  const updated = await commands.call('updateDesignProfile', {
    id: designProfile.id,
    contactInformation: contact,
  });
  return updated.designProfile;
}

export type DesignProfileLoad =
  | { status: 'idle' | 'loading' | 'error'; profile: null }
  | { status: 'ready'; profile: CheckoutDesignProfile };

/**
 * The signed-in user's design profile in a version, found or created once `uid` is given (null:
 * not yet, e.g. while the account step runs). A failure is logged; the page then simply asks for
 * the address.
 */
export function useCheckoutDesignProfile(versionId: VersionId, uid: string | null) {
  const { commands } = useDataLayer();
  const [load, setLoad] = useState<DesignProfileLoad & { uid: string | null }>({
    status: 'idle',
    profile: null,
    uid: null,
  });

  useEffect(() => {
    if (!uid) return;
    let cancelled = false;
    setLoad({ status: 'loading', profile: null, uid });
    commands
      .call('createDesignProfile', { versionId, host: window.location.host })
      .then(({ designProfile }) => {
        if (!cancelled) setLoad({ status: 'ready', profile: designProfile, uid });
      })
      .catch((error: unknown) => {
        reportError(error, { where: 'Reading the design profile failed', uid });
        if (!cancelled) setLoad({ status: 'error', profile: null, uid });
      });
    return () => {
      cancelled = true;
    };
  }, [commands, versionId, uid]);

  // A load for an earlier user (before a login) is not this user's.
  if (!uid || load.uid !== uid) return { status: uid ? 'loading' : 'idle', profile: null } as const;
  return load as DesignProfileLoad;
}
