import { Button, chakra, Dialog, Portal, Stack } from '@chakra-ui/react';
import { contextErrorDialog } from '@yardwise/domain/onboarding/contextError';
import { LOGOUT } from '@yardwise/domain/onboarding/messages';
import { brand } from '@web/ui/brand';

export interface ContextErrorDialogProps {
  contextError: string;
  onLogout(): void;
}

// Decision (our own wording): the 404 graphic's name for screen readers.
const NOT_FOUND_GRAPHIC_LABEL = 'Page not found';

/** "404" shows only a graphic; it draws the number over a strip of lawn. */
function NotFoundGraphic() {
  return (
    <chakra.svg
      role="img"
      aria-label={NOT_FOUND_GRAPHIC_LABEL}
      viewBox="0 0 240 120"
      w="full"
      maxW="xs"
      mx="auto"
      color="brand.fg"
    >
      <text
        x="120"
        y="78"
        textAnchor="middle"
        fontSize="72"
        fontWeight="700"
        fontFamily="inherit"
        fill="currentColor"
      >
        404
      </text>
      <path
        d="M20 100 Q60 88 100 100 T180 100 T220 100"
        stroke="currentColor"
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
    </chakra.svg>
  );
}

/**
 * The blocking dialog for an onboarding context error: what
 * contextErrorDialog says for the error, and a Logout button as the only way on. It has no close
 * button, and Escape and outside clicks do nothing.
 */
export function ContextErrorDialog({ contextError, onLogout }: ContextErrorDialogProps) {
  const content = contextErrorDialog(contextError, { email: brand.supportEmail });
  return (
    <Dialog.Root
      open={content !== null}
      role="alertdialog"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      placement="center"
      aria-label={content?.showNotFoundGraphic ? NOT_FOUND_GRAPHIC_LABEL : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {content?.title && (
              <Dialog.Header>
                <Dialog.Title>{content.title}</Dialog.Title>
              </Dialog.Header>
            )}
            <Dialog.Body pt={content?.title ? undefined : '6'}>
              {content?.showNotFoundGraphic && <NotFoundGraphic />}
              {content && content.lines.length > 0 && (
                <Dialog.Description asChild>
                  <Stack gap="2">
                    {content.lines.map((line) => (
                      <p key={line}>{line}</p>
                    ))}
                  </Stack>
                </Dialog.Description>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {content?.showLogout && (
                <Button size="lg" minH="12" onClick={onLogout}>
                  {LOGOUT}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
