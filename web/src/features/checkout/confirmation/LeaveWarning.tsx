import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';

interface LeaveWarningProps {
  /** Warn only while this is true. */
  active: boolean;
  message: string;
}

/**
 * Warns a customer who tries to leave while their account is being set up. Closing
 * or reloading the tab gets the browser's own prompt (browsers show their standard text, not
 * ours). In-app navigation can only be held back under a data router; the app renders a
 * BrowserRouter, where useBlocker would throw, so there the warning covers leaving the page only.
 */
export function LeaveWarning({ active, message }: LeaveWarningProps) {
  useBeforeUnloadWarning(active, message);
  // Read to choose, never to use: useBlocker throws without a data router.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <InAppLeaveConfirm active={active} message={message} /> : null;
}

function useBeforeUnloadWarning(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only prompt when returnValue is set.
      event.returnValue = message;
      return message;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, message]);
}

function InAppLeaveConfirm({ active, message }: LeaveWarningProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // The native dialog: focused, keyboard-operable and read out by screen readers.
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  return null;
}
