import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { itemPriceRange } from '@yardwise/domain/wishlist/itemEstimate';
import type { WishListLine } from '@web/features/wishlist/data/useWishListLines';
import {
  REORDER_INSTRUCTIONS,
  droppedAt,
  moveCancelled,
  movedTo,
  pickedUp,
  reorderHandleLabel,
} from './prioritizeCopy';
import { formatPriceRange } from '@web/features/wishlist/data/formatPriceRange';

// Pointer drags start after a few pixels and touch drags after a short press, so a tap on the
// handle or a swipe to scroll the page does not move an item by mistake.
const MOUSE_ACTIVATION = { distance: 4 };
const TOUCH_ACTIVATION = { delay: 150, tolerance: 5 };

/** Six dots: the usual sign that a row can be dragged. */
function GripIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {[5, 10, 15].flatMap((y) =>
        [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
      )}
    </svg>
  );
}

function PriorityRowView({ line, position }: { line: WishListLine; position: number }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: line.responseId });
  return (
    <Box
      as="li"
      ref={setNodeRef}
      data-testid="priority-row"
      transform={CSS.Transform.toString(transform)}
      transition={transition}
      position="relative"
      zIndex={isDragging ? 1 : undefined}
      borderWidth="1px"
      borderRadius="md"
      bg="bg.panel"
      boxShadow={isDragging ? 'lg' : undefined}
      px="3"
      py="2"
    >
      <HStack gap="3" align="center">
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={reorderHandleLabel(line.item.name)}
          variant="ghost"
          size="md"
          minW="11"
          h="11"
          cursor={isDragging ? 'grabbing' : 'grab'}
          // The handle takes the touch, so the page can still be scrolled by the rest of the row.
          touchAction="none"
        >
          <GripIcon />
        </IconButton>
        <Text as="span" fontWeight="semibold" color="fg.muted" minW="6" aria-hidden="true">
          {position}
        </Text>
        <Stack gap="0" flex="1" minW="0">
          <Text fontWeight="semibold">{line.item.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {formatPriceRange(itemPriceRange(line.estimate))}
          </Text>
        </Stack>
      </HStack>
    </Box>
  );
}

export interface PriorityListProps {
  lines: readonly WishListLine[];
  onMove(from: number, to: number): void;
  labelledBy: string;
}

/** The wish list as a list the homeowner reorders by mouse, touch or keyboard. */
export function PriorityList({ lines, onMove, labelledBy }: PriorityListProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: MOUSE_ACTIVATION }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_ACTIVATION }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = lines.map((line) => line.responseId);
  const indexOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? -1 : ids.indexOf(String(id));
  const nameOf = (id: UniqueIdentifier) =>
    lines.find((line) => line.responseId === String(id))?.item.name ?? '';

  const announcements: Announcements = {
    onDragStart: ({ active }) => pickedUp(nameOf(active.id), indexOf(active.id) + 1, ids.length),
    onDragOver: ({ active, over }) =>
      over ? movedTo(nameOf(active.id), indexOf(over.id) + 1, ids.length) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? droppedAt(nameOf(active.id), indexOf(over.id) + 1, ids.length) : undefined,
    onDragCancel: ({ active }) => moveCancelled(nameOf(active.id)),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    onMove(indexOf(active.id), indexOf(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: REORDER_INSTRUCTIONS },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack as="ol" listStyleType="none" gap="2" aria-labelledby={labelledBy}>
          {lines.map((line, index) => (
            <PriorityRowView key={line.responseId} line={line} position={index + 1} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
