import { useState } from 'react';
import { Box, Button, Heading, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { YardName } from '@yardwise/domain/firestore/documents';
import type { UploadKind } from '@yardwise/domain/forms/uploadAccept';
import {
  countYardMedia,
  yardMediaVariant,
  type YardMediaKind,
} from '@yardwise/domain/onboarding/media';
import { yardPageNext, yardPageTitle } from '@yardwise/domain/onboarding/navigation';
import { outdoorSpaceLimitNote } from '@yardwise/domain/onboarding/packageRules';
import { uploadChecklist } from '@yardwise/domain/onboarding/uploadChecklist';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { MediaUploader } from '@web/ui/upload/MediaUploader';
import { MediaGrid } from '@web/ui/media/MediaGrid';
import { UploadChecklistView } from './UploadChecklistView';

interface UploadSection {
  kind: YardMediaKind;
  title: string;
  uploadLabel: string;
  uploadKind: UploadKind;
  description: string;
}

const SECTIONS: readonly UploadSection[] = [
  {
    kind: 'wide-angle',
    title: 'Wide-angle photos',
    uploadLabel: 'Add wide-angle photos',
    uploadKind: 'photos',
    description: 'Stand at each corner and take the widest photo your phone allows.',
  },
  {
    kind: 'slow-pan',
    title: 'Slow-pan videos',
    uploadLabel: 'Add slow-pan videos',
    uploadKind: 'videos',
    description: 'Turn slowly on the spot so the video captures everything.',
  },
  {
    kind: 'chatty',
    title: 'Chatty video',
    uploadLabel: 'Add a chatty video',
    uploadKind: 'videos',
    description: 'Walk us through the yard and tell us what you love and what bothers you.',
  },
  {
    kind: 'slope',
    title: 'Slope photos',
    uploadLabel: 'Add slope photos',
    uploadKind: 'photos',
    description: 'Show how the ground rises or falls.',
  },
];

/**
 * /onboard/my-yard/{yard}/upload: the yard's checklist, whether it is sloped, and an upload
 * control with the uploaded files for each kind of photo and video.
 */
export function YardUploadPage({ yard }: { yard: YardName }) {
  const { uid, state, packageKey } = useOnboard();
  const { commands } = useDataLayer();
  const navigate = useNavigate();
  const media = useOwnMedia();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isSloped = state.yardsStatusObj[yard]?.isSloped ?? false;
  const yardMedia = media.data ?? [];
  const checklist = uploadChecklist(yard, countYardMedia(yardMedia, yard), isSloped);
  const next = yardPageNext(yard, 'upload');
  const spaceLimit = outdoorSpaceLimitNote(packageKey);

  async function call(work: () => Promise<unknown>): Promise<boolean> {
    setError(null);
    try {
      await work();
      return true;
    } catch (failure) {
      setError(toCommandFailure(failure).message);
      return false;
    }
  }

  async function saveAndContinue() {
    setSaving(true);
    const saved = await call(() =>
      commands.call('setYardStepStatus', { yard, step: 'upload', status: 'COMPLETE' }),
    );
    setSaving(false);
    if (saved) navigate(next.path);
  }

  return (
    <Stack gap="6" maxW="960px">
      <Heading as="h1" size="2xl">
        {yardPageTitle(yard, 'upload')}
      </Heading>
      {spaceLimit && <Text fontWeight="medium">{spaceLimit}</Text>}
      <UploadChecklistView checklist={checklist} />

      <RadioGroup.Root
        value={isSloped ? 'yes' : 'no'}
        onValueChange={(details) =>
          void call(() =>
            commands.call('setYardSloped', { yard, isSloped: details.value === 'yes' }),
          )
        }
      >
        <RadioGroup.Label fontWeight="semibold" mb="2">
          Is this yard sloped?
        </RadioGroup.Label>
        <HStack gap="6">
          {(['yes', 'no'] as const).map((value) => (
            <RadioGroup.Item key={value} value={value} minH="10">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{value === 'yes' ? 'Yes' : 'No'}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>

      {SECTIONS.filter((section) => section.kind !== 'slope' || isSloped).map((section) => {
        const variant = yardMediaVariant(yard, section.kind);
        const headingId = `${variant}-heading`;
        return (
          <Box as="section" key={section.kind} aria-labelledby={headingId}>
            <Heading as="h2" size="lg" id={headingId}>
              {section.title}
            </Heading>
            <Text color="fg.muted" mb="3">
              {section.description}
            </Text>
            <Stack gap="4">
              <MediaUploader
                label={section.uploadLabel}
                uid={uid}
                variant={variant}
                tag="property"
                kind={section.uploadKind}
                showFinished={false}
              />
              <MediaGrid media={yardMedia.filter((doc) => doc.variant === variant)} />
            </Stack>
          </Box>
        );
      })}

      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
      <Box>
        <Button size="lg" loading={saving} onClick={() => void saveAndContinue()}>
          {next.label}
        </Button>
      </Box>
    </Stack>
  );
}
