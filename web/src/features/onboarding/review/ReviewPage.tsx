import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { NavButton } from '@web/ui/NavButton';
import { Link as RouterLink } from 'react-router-dom';
import { canProceedFromMyYard } from '@yardwise/domain/onboarding/completeness';
import { yardMediaVariant } from '@yardwise/domain/onboarding/media';
import {
  REVIEW_CONFIRM,
  REVIEW_TITLE,
  REVIEW_PAGE_1_OF_2,
  REVIEW_PAGE_2_OF_2,
} from '@yardwise/domain/onboarding/messages';
import { activeYards } from '@yardwise/domain/onboarding/packageRules';
import { myYardNextStep } from '@yardwise/domain/onboarding/sidebar';
import {
  MY_YARD_PATH,
  reviewPagePath,
  type ReviewPage as Page,
} from '@yardwise/domain/routes/paths';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { PageLoader } from '@web/ui/PageLoader';
import { ReviewYard, type ReviewList } from './ReviewYard';

// Decision (our own wording): the words besides "page x of 2" and CONFIRM.
const NEXT = 'Next';
const BACK = 'Back';
const MEDIA_LOAD_FAILED = 'We could not load your photos and videos. Please reload the page.';

/**
 * Page 1 lists what the upload page collects. Decision: slope photos are listed too, after the
 * three required kinds, when the yard has any, so a sloped yard's photos are reviewed as well.
 */
const UPLOAD_LISTS: readonly ReviewList[] = [
  { kind: 'wide-angle', heading: 'Wide-angle photos' },
  { kind: 'slow-pan', heading: 'Slow-pan videos' },
  { kind: 'chatty', heading: 'Chatty videos' },
];
const SLOPE_LIST: ReviewList = { kind: 'slope', heading: 'Slope photos' };
const KEEP_REMOVE_LISTS: readonly ReviewList[] = [
  { kind: 'keep', heading: 'What to keep' },
  { kind: 'remove', heading: 'What to remove' },
];

/**
 * /onboard/my-yard/review/1 and /2: everything the client gave for each chosen
 * yard, read only, with links back to change it. CONFIRM moves on when the required yards are
 * complete, otherwise returns to My Yard to finish them.
 */
export function ReviewPage({ page }: { page: Page }) {
  const { state, packageKey, stepOptions } = useOnboard();
  const media = useOwnMedia();
  const yards = activeYards(state);

  const confirmTarget = canProceedFromMyYard(packageKey, state)
    ? myYardNextStep(packageKey, stepOptions).path
    : MY_YARD_PATH;

  const body = (() => {
    if (media.status === 'error') return <Text role="alert">{MEDIA_LOAD_FAILED}</Text>;
    if (!media.data) return <PageLoader />;
    const files = media.data;
    return yards.map((yard) => {
      const hasSlope = files.some((file) => file.variant === yardMediaVariant(yard, 'slope'));
      return (
        <ReviewYard
          key={yard}
          yard={yard}
          media={files}
          lists={
            page === '1' ? [...UPLOAD_LISTS, ...(hasSlope ? [SLOPE_LIST] : [])] : KEEP_REMOVE_LISTS
          }
          changePage={page === '1' ? 'upload' : 'keep'}
          showComments={page === '2'}
        />
      );
    });
  })();

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {REVIEW_TITLE}
        </Heading>
        <Text color="fg.muted">{page === '1' ? REVIEW_PAGE_1_OF_2 : REVIEW_PAGE_2_OF_2}</Text>
      </Stack>
      {body}
      <Flex gap="4" align="center" justify="space-between" wrap="wrap">
        {page === '1' ? (
          <Button asChild size="lg" minH="12">
            <RouterLink to={reviewPagePath('2')}>{NEXT}</RouterLink>
          </Button>
        ) : (
          <>
            <Link asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={reviewPagePath('1')}>{BACK}</RouterLink>
            </Link>
            <NavButton size="lg" minH="12" to={confirmTarget}>
              {REVIEW_CONFIRM}
            </NavButton>
          </>
        )}
      </Flex>
    </Stack>
  );
}
