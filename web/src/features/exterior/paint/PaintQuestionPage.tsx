import { useId } from 'react';
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { paintAnswerOutcome, type PaintAnswer } from '@yardwise/domain/exterior/exteriorFlow';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useCommand } from '@web/data/useCommand';
import { NO, PAINT_HINT, PAINT_QUESTION, YES } from '@web/features/exterior/exteriorCopy';

const ANSWERS: readonly { answer: PaintAnswer; label: string }[] = [
  { answer: 'yes', label: YES },
  { answer: 'no', label: NO },
];

/**
 * /onboard/exterior-design/paint: new paint colours or not. Yes goes on to the
 * colour picker, No to inspiration; the answer given before shows as pressed.
 */
export function PaintQuestionPage({ title }: { title: string }) {
  const { profile } = useOnboard();
  const navigate = useNavigate();
  const save = useCommand('setExteriorPaintDesired');
  const questionId = useId();

  async function answer(choice: PaintAnswer) {
    const outcome = paintAnswerOutcome(choice);
    if (await save.run(outcome.profileUpdate)) navigate(outcome.navigateTo);
  }

  return (
    <Stack gap="6" maxW="720px">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      <Stack gap="2" role="group" aria-labelledby={questionId}>
        <Text id={questionId} fontSize="xl" fontWeight="semibold">
          {PAINT_QUESTION}
        </Text>
        <Text color="fg.muted">{PAINT_HINT}</Text>
        <SimpleGrid columns={2} gap={{ base: 3, md: 6 }} mt="4">
          {ANSWERS.map(({ answer: choice, label }) => {
            const pressed =
              profile.exteriorPaintDesired ===
              paintAnswerOutcome(choice).profileUpdate.exteriorPaintDesired;
            return (
              <Button
                key={choice}
                aria-pressed={pressed}
                variant={pressed ? 'solid' : 'outline'}
                h={{ base: '24', md: '32' }}
                fontSize={{ base: 'xl', md: '2xl' }}
                disabled={save.pending}
                onClick={() => void answer(choice)}
              >
                {label}
              </Button>
            );
          })}
        </SimpleGrid>
      </Stack>
      {save.failure ? (
        <Text role="alert" color="fg.error">
          {save.failure.message}
        </Text>
      ) : null}
    </Stack>
  );
}
