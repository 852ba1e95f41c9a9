import { useId, useState } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Link,
  Portal,
  Stack,
  Tooltip,
  useBreakpointValue,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  SidebarActionItem,
  SidebarItem,
  SidebarStepItem,
} from '@yardwise/domain/onboarding/sidebar';

export interface OnboardSidebarProps {
  items: SidebarItem[];
  onHelp(): void;
  onLogout(): void;
}

const NAV_LABEL = 'Onboarding steps';
// Decision: the phone menu button and drawer are called "Steps"; the spec only names the sidebar.
const STEPS_MENU_LABEL = 'Steps';
/** onboarding §2: the sidebar is 250px wide. */
const SIDEBAR_WIDTH = '250px';

const stepStyle = {
  display: 'block',
  w: 'full',
  px: '4',
  py: '3',
  borderRadius: 'md',
  textAlign: 'start',
  fontSize: 'md',
} as const;

function StepLink({ item, onNavigate }: { item: SidebarStepItem; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      {...stepStyle}
      color={item.active ? 'brand.fg' : 'fg'}
      bg={item.active ? 'brand.subtle' : undefined}
      fontWeight={item.active ? 'bold' : 'normal'}
      textDecoration="none"
      _hover={{ bg: 'brand.subtle' }}
    >
      <RouterLink
        to={item.path}
        aria-current={item.active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.label}
      </RouterLink>
    </Link>
  );
}

/**
 * A locked step (onboarding §6): not a link, but still focusable so keyboard users reach the
 * tooltip; screen readers get the reason as its description. A tap opens the tooltip too, since
 * phones have no hover.
 */
function LockedStep({ item }: { item: SidebarStepItem }) {
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip.Root
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        closeOnClick={false}
        positioning={{ placement: 'right' }}
      >
        <Tooltip.Trigger asChild>
          <Button
            variant="plain"
            aria-disabled="true"
            aria-describedby={reasonId}
            onClick={() => setOpen(true)}
            {...stepStyle}
            h="auto"
            justifyContent="flex-start"
            color="fg.muted"
            cursor="not-allowed"
          >
            {item.label}
          </Button>
        </Tooltip.Trigger>
        <Portal>
          <Tooltip.Positioner>
            <Tooltip.Content>
              <Tooltip.Arrow>
                <Tooltip.ArrowTip />
              </Tooltip.Arrow>
              {item.tooltip}
            </Tooltip.Content>
          </Tooltip.Positioner>
        </Portal>
      </Tooltip.Root>
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

function SidebarList({ items, onHelp, onLogout, onChoose }: StepListProps) {
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
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <Button variant="outline" size="lg" m="4">
          {STEPS_MENU_LABEL}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{STEPS_MENU_LABEL}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <SidebarList {...props} onChoose={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton aria-label="Close steps" size="md" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The onboarding sidebar (onboarding §2 "Shell"): the package's steps, then Help and Logout. On
 * phones the list moves into a drawer opened by the Steps button, as the header's menu does.
 */
export function OnboardSidebar(props: OnboardSidebarProps) {
  // ssr: false reads the screen size on the first render, so phones never flash the wide layout.
  const small = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  if (small) return <StepsDrawer {...props} />;
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
