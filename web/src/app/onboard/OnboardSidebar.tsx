import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  SidebarActionItem,
  SidebarItem,
  SidebarStepItem,
} from '@yardwise/domain/onboarding/sidebar';
import { useWideScreen } from '@web/ui/useWideScreen';
import { LockedStepButton } from './LockedStepButton';
import { useLockedStepTooltip } from './loadLockedStepTooltip';
import { sidebarStepStyle } from './sidebarStepStyle';
import { SIDEBAR_WIDTH } from './stepsSpace';

// The drawer and its focus trap are not needed until the Steps button opens it.
const OnboardStepsDrawer = lazy(() => import('./OnboardStepsDrawer'));

export interface OnboardSidebarProps {
  items: SidebarItem[];
  onHelp(): void;
  /** The pointer or focus is on Help: a click may follow. */
  onHelpIntent?: () => void;
  onLogout(): void;
}

const NAV_LABEL = 'Onboarding steps';
// Decision (our own wording): on a phone, the sidebar's menu button and drawer are "Steps".
const STEPS_MENU_LABEL = 'Steps';

/**
 * What a later step's item says under its label: its status. Hidden
 * from screen readers as text; the link names it as its description instead.
 */
function StepNote({ item, id }: { item: SidebarStepItem; id: string }) {
  return (
    <chakra.span
      id={id}
      aria-hidden="true"
      display="block"
      fontSize="sm"
      fontWeight="normal"
      color={item.status === 'complete' ? 'fg.success' : 'fg.muted'}
    >
      {item.note}
    </chakra.span>
  );
}

function StepLink({ item, onNavigate }: { item: SidebarStepItem; onNavigate?: () => void }) {
  const noteId = useId();
  return (
    <Link
      asChild
      {...sidebarStepStyle}
      color={item.active ? 'brand.fg' : 'fg'}
      bg={item.active ? 'brand.subtle' : undefined}
      fontWeight={item.active ? 'bold' : 'normal'}
      textDecoration="none"
      _hover={{ bg: 'brand.subtle' }}
    >
      <RouterLink
        to={item.path}
        aria-current={item.active ? 'page' : undefined}
        aria-describedby={item.note ? noteId : undefined}
        onClick={onNavigate}
      >
        {item.label}
        {item.note ? <StepNote item={item} id={noteId} /> : null}
      </RouterLink>
    </Link>
  );
}

/** A step whose page is not built yet: shown in its place in the list, but no link. */
/**
 * A locked step. Until its tooltip has loaded it is the same button without one.
 */
function LockedStep({ item }: { item: SidebarStepItem }) {
  const reasonId = useId();
  const WithTooltip = useLockedStepTooltip();
  return (
    <>
      {WithTooltip ? (
        <WithTooltip item={item} reasonId={reasonId} />
      ) : (
        <LockedStepButton label={item.label} reasonId={reasonId} />
      )}
      {/* Hidden text still serves as the description; the tooltip itself exists only while open. */}
      <span id={reasonId} hidden>
        {item.tooltip}
      </span>
    </>
  );
}

interface StepListProps extends OnboardSidebarProps {
  /** Called after any choice, so the phone drawer closes before the page or dialog changes. */
  onChoose?: () => void;
}

function SidebarList({ items, onHelp, onHelpIntent, onLogout, onChoose }: StepListProps) {
  const steps = items.filter((item): item is SidebarStepItem => item.kind === 'step');
  const actions = items.filter((item): item is SidebarActionItem => item.kind === 'action');
  const handlers = { help: onHelp, logout: onLogout };
  return (
    <Box as="nav" aria-label={NAV_LABEL} h="full">
      <Stack h="full" justify="space-between" gap="6">
        {/* role="list": Safari drops list semantics once the bullets are styled away. */}
        <Stack as="ul" role="list" listStyleType="none" gap="1">
          {steps.map((item) => (
            <li key={item.key}>
              {item.disabled ? (
                <LockedStep item={item} />
              ) : (
                <StepLink item={item} onNavigate={onChoose} />
              )}
            </li>
          ))}
        </Stack>
        <Stack gap="2">
          {actions.map((item) => (
            <Button
              key={item.key}
              variant="outline"
              size="lg"
              onClick={() => {
                onChoose?.();
                handlers[item.key]();
              }}
              onPointerEnter={item.key === 'help' ? onHelpIntent : undefined}
              onFocus={item.key === 'help' ? onHelpIntent : undefined}
            >
              {item.label}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}

function StepsDrawer(props: OnboardSidebarProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so it can close and hand focus back.
  const [opened, setOpened] = useState(false);
  const stepsButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={stepsButton}
        variant="outline"
        size="lg"
        m="4"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {STEPS_MENU_LABEL}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <OnboardStepsDrawer
            open={open}
            onClose={() => setOpen(false)}
            stepsButton={stepsButton}
            title={STEPS_MENU_LABEL}
          >
            <SidebarList {...props} onChoose={() => setOpen(false)} />
          </OnboardStepsDrawer>
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The onboarding sidebar: the package's steps, then Help and Logout. On
 * phones the list moves into a drawer opened by the Steps button, as the header's menu does.
 */
export function OnboardSidebar(props: OnboardSidebarProps) {
  const wide = useWideScreen();
  if (!wide) return <StepsDrawer {...props} />;
  return (
    <Box
      w={SIDEBAR_WIDTH}
      flexShrink={0}
      borderEndWidth="1px"
      borderColor="header.border"
      px="3"
      py="6"
    >
      <SidebarList {...props} />
    </Box>
  );
}
