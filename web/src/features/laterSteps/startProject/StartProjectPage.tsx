import { useId } from 'react';
import { Box, Button, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import type { ProjectSubmission } from '@yardwise/domain/firestore/documents';
import { submissionBlockers } from '@yardwise/domain/laterSteps/startProject/blockers';
import { formatDueDay, formatLongDate } from '@yardwise/domain/laterSteps/startProject/firstDesign';
import {
  BLOCKERS_HEADING,
  BLOCKERS_INTRO,
  DESIGNER_ON_IT,
  EDIT,
  EXPEDITED_NOTE,
  FIRST_DESIGN_EXPECTED,
  START_PROJECT_INTRO,
  SUBMIT_BUTTON,
  SUBMITTED_ON,
  SUMMARY_HEADING,
  VIEW,
} from '@yardwise/domain/laterSteps/startProject/messages';
import {
  projectSummary,
  type SummarySection,
} from '@yardwise/domain/laterSteps/startProject/summary';
import { useLiveQuery } from '@web/data/liveReads';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useOwnMedia } from '@web/data/onboard/useOwnMedia';
import { useCommand } from '@web/data/useCommand';
import { PageLoader } from '@web/ui/PageLoader';

// Decision: the page's loading line.
const LOADING = 'Loading your project…';

/** "Your designer is on it", with the day the first design is expected (read live). */
function DesignerOnIt({ submission }: { submission: ProjectSubmission }) {
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderColor="border.success"
      bg="bg.success"
      rounded="md"
      p={{ base: 4, md: 6 }}
    >
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {DESIGNER_ON_IT}
        </Heading>
        <Text fontWeight="semibold">
          {fillCopy(FIRST_DESIGN_EXPECTED, { date: formatDueDay(submission.firstDesignDue) })}
        </Text>
        <Text color="fg.muted">
          {fillCopy(SUBMITTED_ON, { date: formatLongDate(submission.submittedAt) })}
          {submission.expedited ? ` ${EXPEDITED_NOTE}` : ''}
        </Text>
      </Stack>
    </Box>
  );
}

function SummarySectionView({
  section,
  submitted,
}: {
  section: SummarySection;
  submitted: boolean;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" pt="4">
      <Stack direction="row" justify="space-between" align="baseline" gap="4" wrap="wrap" mb="2">
        <Heading as="h3" size="md" id={headingId}>
          {section.title}
        </Heading>
        {/* Once submitted the steps are read-only: the link shows them rather than edits them. */}
        <Link asChild fontWeight="semibold" minH="11" display="inline-flex" alignItems="center">
          <RouterLink
            to={section.editPath}
            aria-label={`${submitted ? VIEW : EDIT} ${section.title}`}
          >
            {submitted ? VIEW : EDIT}
          </RouterLink>
        </Link>
      </Stack>
      <List.Root gap="1" ps="5">
        {section.lines.map((line) => (
          <List.Item key={line} overflowWrap="anywhere">
            {line}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * Start My Project: the summary of everything collected, what still blocks submitting (each with
 * a link to fix it), "Submit to my designer", and once submitted "Your designer is on it".
 */
export function StartProjectPage({ title }: { title: string }) {
  const { uid, state, packageKey, stepOptions } = useOnboard();
  const blockersId = useId();
  const answers = useLiveQuery('laterStepAnswers', [
    { field: 'userId', value: uid },
    { field: 'projectId', value: state.projectId },
  ]);
  const media = useOwnMedia();
  const wishList = useLiveQuery('checklistResponses', [
    { field: 'userId', value: uid },
    { field: 'projectId', value: state.projectId },
  ]);
  const submit = useCommand('submitProject');
  const { submission } = state;

  const loading = answers.status === 'loading' || media.status === 'loading';
  const docs = answers.data ?? [];
  // The page is behind the terms gate: whoever sees it has accepted the current terms.
  const blockers = submissionBlockers({
    packageKey,
    stepOptions,
    state,
    answers: docs,
    termsAccepted: true,
  });
  const sections = projectSummary({
    packageKey,
    stepOptions,
    state,
    answers: docs,
    media: media.data ?? [],
    wishListItems: wishList.data ? wishList.data.length : null,
  });

  return (
    <Stack gap="6" maxW="720px">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        {submission ? null : <Text color="fg.muted">{START_PROJECT_INTRO}</Text>}
      </Stack>
      {submission ? <DesignerOnIt submission={submission} /> : null}
      {loading ? (
        <PageLoader label={LOADING} />
      ) : (
        <>
          {!submission && blockers.length > 0 ? (
            <Box as="section" aria-labelledby={`${blockersId}-heading`}>
              <Heading as="h2" size="lg" id={`${blockersId}-heading`} mb="1">
                {BLOCKERS_HEADING}
              </Heading>
              <Text id={blockersId} mb="2">
                {BLOCKERS_INTRO}
              </Text>
              <List.Root gap="2" ps="5">
                {blockers.map((blocker) => (
                  <List.Item key={blocker.key}>
                    <Link asChild fontWeight="semibold">
                      <RouterLink to={blocker.path}>{blocker.message}</RouterLink>
                    </Link>
                  </List.Item>
                ))}
              </List.Root>
            </Box>
          ) : null}
          {!submission ? (
            <Stack gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
              {submit.failure ? (
                <Text role="alert" color="fg.error">
                  {submit.failure.message}
                </Text>
              ) : null}
              <Button
                size="lg"
                minH="12"
                loading={submit.pending}
                disabled={blockers.length > 0}
                aria-describedby={blockers.length > 0 ? blockersId : undefined}
                onClick={() => void submit.run({})}
              >
                {SUBMIT_BUTTON}
              </Button>
            </Stack>
          ) : null}
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {SUMMARY_HEADING}
            </Heading>
            {sections.map((section) => (
              <SummarySectionView
                key={section.key}
                section={section}
                submitted={submission !== undefined}
              />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
