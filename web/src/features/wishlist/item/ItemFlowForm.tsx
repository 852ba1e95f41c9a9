import { useReducer, useState } from 'react';
import { Button, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type {
  ChecklistItemDoc,
  PriceOptionDoc,
  StyleOptionDoc,
} from '@yardwise/domain/firestore/documents';
import { allowedYards } from '@yardwise/domain/onboarding/packageRules';
import { HOUSE_YARDS } from '@yardwise/domain/onboarding/yards';
import type { ChecklistResponseDoc } from '@yardwise/domain/wishlist/checklistResponse';
import {
  EMPTY_ITEM_FLOW,
  isSaveButtonShown,
  itemAnswers,
  itemFlowConfig,
  itemFlowReducer,
  itemFlowStateFromResponse,
  itemSaveButtonLabel,
  revealedItemSteps,
} from '@yardwise/domain/wishlist/itemFlow';
import { useOnboard } from '@web/data/onboard/OnboardContext';
import { useCommand } from '@web/data/useCommand';
import type { WishListReturnState } from '@web/features/wishlist/list/useRecalculateAfterChanges';
import { BACK, REMOVE_FROM_WISH_LIST } from './itemCopy';
import { NotesStep } from './NotesStep';
import { PriceStep } from './PriceStep';
import { RemoveItemDialog } from './RemoveItemDialog';
import { StyleStep } from './StyleStep';
import { YardsStep } from './YardsStep';

const RETURN_STATE: WishListReturnState = { wishlistItemsModified: true };

export interface ItemFlowFormProps {
  item: WithId<ChecklistItemDoc>;
  priceOptions: WithId<PriceOptionDoc>[];
  styleOptions: WithId<StyleOptionDoc>[];
  /** The client's saved answer to this item, read live; null before "Add to wish list". */
  response: WithId<ChecklistResponseDoc> | null;
  returnPath: string;
}

/**
 * Price range, then style, then yards, then notes, each step
 * appearing once the one before is answered; earlier answers stay editable. Saving or removing
 * returns to the list (or the page named by `back`) with the changed flag.
 */
export function ItemFlowForm(props: ItemFlowFormProps) {
  const { item, priceOptions, styleOptions, response, returnPath } = props;
  const { packageKey } = useOnboard();
  const navigate = useNavigate();
  const config = itemFlowConfig(item, allowedYards(packageKey));
  // The answers start from the response as it was when the page opened; later reads do not reset them.
  const [flow, dispatch] = useReducer(itemFlowReducer, undefined, () =>
    response ? itemFlowStateFromResponse(response, config) : EMPTY_ITEM_FLOW,
  );
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const create = useCommand('createChecklistResponse');
  const update = useCommand('updateChecklistResponse');
  const remove = useCommand('deleteChecklistResponse');
  const failure = create.failure ?? update.failure ?? remove.failure;
  const steps = revealedItemSteps(flow, config);
  const houseYards = HOUSE_YARDS.filter((yard) => allowedYards(packageKey).includes(yard));

  function returnWithChanges() {
    navigate(returnPath, { state: RETURN_STATE });
  }

  async function save() {
    const answers = itemAnswers(flow, config);
    if (!answers) return;
    const saved = response
      ? await update.run({ responseId: response.id, ...answers })
      : await create.run({ itemId: item.id, ...answers });
    if (saved) returnWithChanges();
  }

  async function confirmRemove() {
    if (!response) return;
    const removed = await remove.run({ responseId: response.id });
    setConfirmingRemove(false);
    if (removed) returnWithChanges();
  }

  return (
    <Stack gap="8" maxW="960px">
      <Link asChild alignSelf="flex-start">
        <RouterLink to={returnPath}>
          <span aria-hidden="true">← </span>
          {BACK}
        </RouterLink>
      </Link>
      <Stack gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
        <Image
          src={item.image}
          alt=""
          width={{ base: 'full', sm: '40' }}
          aspectRatio={{ base: '16 / 9', sm: '4 / 3' }}
          objectFit="cover"
          borderRadius="lg"
          bg="bg.muted"
        />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {item.name}
          </Heading>
          <Text color="fg.muted">{item.description}</Text>
        </Stack>
      </Stack>

      <PriceStep
        options={priceOptions}
        value={flow.priceOptionId}
        onChoose={(priceOptionId) => dispatch({ type: 'choosePrice', priceOptionId })}
      />
      {steps.includes('style') ? (
        <StyleStep
          options={styleOptions}
          value={flow.style}
          onChooseStyle={(styleOptionId) => dispatch({ type: 'chooseStyle', styleOptionId })}
          onChooseNone={() => dispatch({ type: 'chooseNoneOfThese' })}
        />
      ) : null}
      {steps.includes('yards') ? (
        <YardsStep
          yards={houseYards}
          chosen={flow.yards}
          notSure={flow.yardsNotSure}
          onToggleYard={(yard) => dispatch({ type: 'toggleYard', yard })}
          onToggleNotSure={() => dispatch({ type: 'toggleNotSure' })}
        />
      ) : null}
      {steps.includes('notes') ? (
        <NotesStep
          value={flow.context}
          onChange={(context) => dispatch({ type: 'editNotes', context })}
        />
      ) : null}

      <Stack gap="3">
        {failure ? (
          <Text role="alert" color="fg.error">
            {failure.message}
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          {isSaveButtonShown(flow, config) ? (
            <Button
              size="lg"
              minH="12"
              loading={create.pending || update.pending}
              disabled={remove.pending}
              onClick={() => void save()}
            >
              {itemSaveButtonLabel(response !== null)}
            </Button>
          ) : null}
          {response ? (
            <Button
              size="lg"
              minH="12"
              variant="outline"
              colorPalette="red"
              disabled={create.pending || update.pending}
              onClick={() => setConfirmingRemove(true)}
            >
              {REMOVE_FROM_WISH_LIST}
            </Button>
          ) : null}
        </HStack>
      </Stack>
      <RemoveItemDialog
        itemName={item.name}
        open={confirmingRemove}
        removing={remove.pending}
        onCancel={() => setConfirmingRemove(false)}
        onConfirm={() => void confirmRemove()}
      />
    </Stack>
  );
}
