import { useEffect, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { SLOW_LOAD_AFTER_MS, showsSlowLoadMessage } from '@yardwise/domain/onboarding/contextError';
import { SLOW_LOAD_MESSAGE } from '@yardwise/domain/onboarding/messages';

export interface SlowLoadNoticeProps {
  /** True while the client's profile has not loaded yet. */
  waiting: boolean;
}

/**
 * After 10 seconds of waiting for the profile, asks the client to reload. The
 * status region is always there, so screen readers announce the message when it appears.
 */
export function SlowLoadNotice({ waiting }: SlowLoadNoticeProps) {
  const [waitedMs, setWaitedMs] = useState(0);
  useEffect(() => {
    if (!waiting) return;
    // A timer that has fired has waited at least its delay; clock readings could say 1 ms less.
    const timer = setTimeout(() => setWaitedMs(SLOW_LOAD_AFTER_MS), SLOW_LOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      // A later wait starts counting from zero again.
      setWaitedMs(0);
    };
  }, [waiting]);
  const show = showsSlowLoadMessage(waitedMs, !waiting);
  return (
    <Text role="status" textAlign="center" px="4" py={show ? '4' : '0'}>
      {show ? SLOW_LOAD_MESSAGE : null}
    </Text>
  );
}
