import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Alert, Box, CloseButton, Stack } from '@chakra-ui/react';
import { SNACKBAR_AUTO_HIDE_MS, type SnackbarVariant } from '@yardwise/domain/shell/timing';

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

/**
 * Short messages at the bottom of the screen (funnel §9): they hide after 6000 ms and close with
 * their close button; a click elsewhere on the page leaves them open.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<ShownSnackbar[]>([]);
  const nextId = useRef(1);

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
        <Stack gap="2" width="full" maxW="md">
          {shown.map((snackbar) => (
            <SnackbarItem key={snackbar.id} snackbar={snackbar} onClose={close} />
          ))}
        </Stack>
      </Box>
    </SnackbarContext.Provider>
  );
}
