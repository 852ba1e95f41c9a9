import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { RESET_LINK, TALK_TO_US } from '@yardwise/domain/onboarding/messages';
import type { TopBarProgress } from '@yardwise/domain/onboarding/sidebar';
import { StepProgress } from './StepProgress';

export interface OnboardTopBarProps {
  progress: TopBarProgress;
  /** topBarYardTitle(firstName): "Jordan's Yard". */
  yardTitle: string;
  onTalkToUs(): void;
  /** The pointer or focus is on Talk to us: a click may follow. */
  onTalkToUsIntent?: () => void;
  /** Only on a test host (showsResetLink); without it no Reset link shows. */
  resetAction?: () => void;
}

/**
 * The onboarding top bar: "step x of n" with its progress bar, the yard
 * title and Talk to us. It wraps onto two lines on a phone.
 */
export function OnboardTopBar({
  progress,
  yardTitle,
  onTalkToUs,
  onTalkToUsIntent,
  resetAction,
}: OnboardTopBarProps) {
  return (
    <Box borderBottomWidth="1px" borderColor="header.border" px={{ base: '4', md: '8' }} py="3">
      <Flex wrap="wrap" align="center" justify="space-between" columnGap="6" rowGap="3">
        {/*
          Decision: the yard title is not a heading; each onboarding page owns its h1, and a
          heading above it here would break the page outline.
        */}
        <Text fontFamily="heading" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold">
          {yardTitle}
        </Text>
        <Flex align="center" gap="3" wrap="wrap">
          {resetAction && (
            <Button variant="plain" textDecoration="underline" size="lg" onClick={resetAction}>
              {RESET_LINK}
            </Button>
          )}
          <Button
            size="lg"
            onClick={onTalkToUs}
            onPointerEnter={onTalkToUsIntent}
            onFocus={onTalkToUsIntent}
          >
            {TALK_TO_US}
          </Button>
        </Flex>
      </Flex>
      <Box mt="3" maxW="md">
        {/* The bar carries the same words as its name, so the visible text is not read twice. */}
        <Text aria-hidden="true" fontSize="sm" color="fg.muted" mb="1">
          {progress.label}
        </Text>
        <StepProgress step={progress.step} total={progress.total} label={progress.label} />
      </Box>
    </Box>
  );
}
