import { useState, type ChangeEvent } from 'react';
import { chakra, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SAMPLE_CLIENT } from '@yardwise/domain/seed/sampleClient';
import { useDataLayer } from '@web/data/DataLayerContext';
import { useSession } from '@web/data/session';
import { useSnackbar } from '@web/ui/snackbar';
import type { LoginRedirectState } from '@web/app/RequireAccount';
import { reportError } from '@web/data/errorReporting';

/** 'account': someone who made an account in this preview (e.g. at checkout). */
type Viewer = 'visitor' | 'sample-client' | 'account';

/** Says plainly that the preview build keeps nothing, and lets a reviewer switch who is signed in. */
export function PreviewBanner() {
  const { auth } = useDataLayer();
  const { user } = useSession();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const [switchingTo, setSwitchingTo] = useState<Viewer | null>(null);
  const viewer: Viewer =
    !user || user.isAnonymous
      ? 'visitor'
      : user.uid === SAMPLE_CLIENT.uid
        ? 'sample-client'
        : 'account';

  async function switchViewer(event: ChangeEvent<HTMLSelectElement>) {
    const next = event.target.value as Viewer;
    setSwitchingTo(next);
    try {
      if (next === 'visitor') {
        // The session signs the visitor in anonymously again.
        await auth.signOut();
      } else {
        await auth.signInWithEmail(SAMPLE_CLIENT.email, SAMPLE_CLIENT.password);
        // On the login page a protected route sent us to, go back there as the login would.
        const from = (location.state as Partial<LoginRedirectState> | null)?.from;
        if (from) void navigate({ pathname: from, search: location.search }, { replace: true });
      }
    } catch (error) {
      reportError(error, { where: 'Switching the preview user failed' });
      snackbar.show('Could not switch the sample user. Please try again.', 'error');
    } finally {
      setSwitchingTo(null);
    }
  }

  return (
    <chakra.section
      aria-label="Preview"
      bg="preview.bg"
      color="preview.fg"
      borderBottomWidth="1px"
      borderColor="orange.200"
    >
      <Flex
        maxW="6xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="1.5"
        gap="2"
        align="center"
        justify="space-between"
        wrap="wrap"
      >
        <Text fontSize="sm" fontWeight="semibold">
          Preview: sample data in your browser, nothing is saved
        </Text>
        <Flex align="center" gap="2">
          <chakra.label htmlFor="preview-viewer" fontSize="sm">
            Viewing as
          </chakra.label>
          <NativeSelect.Root size="xs" width="auto" disabled={switchingTo !== null}>
            <NativeSelect.Field
              id="preview-viewer"
              value={switchingTo ?? viewer}
              onChange={(event) => void switchViewer(event)}
              bg="white"
              color="fg"
            >
              <option value="visitor">Visitor</option>
              <option value="sample-client">Sample client (signed in)</option>
              {viewer === 'account' ? (
                <option value="account" disabled>
                  {user?.email ?? 'Your new account'}
                </option>
              ) : null}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      </Flex>
    </chakra.section>
  );
}
