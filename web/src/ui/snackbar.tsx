import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { SNACKBAR_AUTO_HIDE_MS, type SnackbarVariant } from '@yardwise/domain/shell/timing';
import { scrollToClear, TOAST_CLEARANCE_PX } from './toastClearance';

export interface Snackbars {
  show(message: string, variant: SnackbarVariant): void;
}

interface ShownSnackbar {
  id: number;
  message: string;
  variant: SnackbarVariant;
}

// More than a few at once is noise; the oldest make way for the newest.
const MAX_VISIBLE = 3;

const SnackbarContext = createContext<Snackbars | null>(null);

export function useSnackbar(): Snackbars {
  const snackbars = useContext(SnackbarContext);
  if (!snackbars) throw new Error('useSnackbar needs a <SnackbarProvider> ancestor');
  return snackbars;
}

/** Errors and warnings interrupt a screen reader; success and info wait until it is idle. */
function roleFor(variant: SnackbarVariant): 'alert' | 'status' {
  return variant === 'error' || variant === 'warning' ? 'alert' : 'status';
}

function SnackbarItem({
  snackbar,
  onClose,
}: {
  snackbar: ShownSnackbar;
  onClose(id: number): void;
}) {
  // Hovering or focusing pauses the timer so nobody loses a message while reading it (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onClose(snackbar.id), SNACKBAR_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [paused, snackbar.id, onClose]);

  return (
    <Alert.Root
      role={roleFor(snackbar.variant)}
      status={snackbar.variant}
      variant="surface"
      boxShadow="lg"
      alignItems="center"
      pointerEvents="auto"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{snackbar.message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Close notification" onClick={() => onClose(snackbar.id)} />
    </Alert.Root>
  );
}

/** The bar sits this far above the bottom of the viewport (Chakra spacing 4). */
const BAR_OFFSET_PX = 16;

/** Scrolls the focused field up out from under the bar, if the bar covers it. */
function clearFocusedField(bar: HTMLElement) {
  const focused = document.activeElement;
  if (!focused || focused === document.body || bar.contains(focused)) return;
  const delta = scrollToClear(focused.getBoundingClientRect(), bar.getBoundingClientRect());
  if (delta > 0) window.scrollBy({ top: delta });
}

/**
 * Keeps the notifications off the fields they are about: while any shows, the page gets room at
 * its end and a scroll padding as tall as the bar, so focusing a field scrolls it above the bar,
 * and the focused field is moved clear as soon as a notification appears.
 */
function useRoomForBar(bar: RefObject<HTMLElement | null>, count: number): number {
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || count === 0) {
      setRoom(0);
      return;
    }
    const height = element.getBoundingClientRect().height + BAR_OFFSET_PX + TOAST_CLEARANCE_PX;
    setRoom(height);
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${height}px`;
    const onFocus = () => clearFocusedField(element);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
      root.style.scrollPaddingBottom = '';
    };
  }, [bar, count]);
  // Once the room is there, so the page can scroll far enough.
  useLayoutEffect(() => {
    if (room > 0 && bar.current) clearFocusedField(bar.current);
  }, [bar, room]);
  return room;
}

/**
 * Short messages at the bottom of the screen: they hide after 6000 ms and close with
 * their close button; a click elsewhere on the page leaves them open. They never cover the field
 * in use (useRoomForBar).
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownSnackbar[]>([]);
  const nextId = useRef(1);
  const bar = useRef<HTMLDivElement>(null);
  const room = useRoomForBar(bar, shown.length);

  const close = useCallback(
    (id: number) => setShown((current) => current.filter((item) => item.id !== id)),
    [],
  );
  const snackbars = useMemo<Snackbars>(
    () => ({
      show(message, variant) {
        const id = nextId.current++;
        setShown((current) => [...current, { id, message, variant }].slice(-MAX_VISIBLE));
      },
    }),
    [],
  );

  return (
    <SnackbarContext.Provider value={snackbars}>
      {children}
      {/* Room at the end of the page, so its last fields can scroll above the bar. */}
      {room > 0 ? <Box aria-hidden height={`${room}px`} data-testid="snackbar-room" /> : null}
      <Box
        position="fixed"
        insetX="0"
        bottom="4"
        px="4"
        zIndex="toast"
        display="flex"
        justifyContent="center"
        pointerEvents="none"
      >
        <Stack ref={bar} gap="2" width="full" maxW="md">
          {shown.map((snackbar) => (
            <SnackbarItem key={snackbar.id} snackbar={snackbar} onClose={close} />
          ))}
        </Stack>
      </Box>
    </SnackbarContext.Provider>
  );
}
