import { useId, useRef, type KeyboardEvent } from 'react';
import {
  Box,
  Button,
  CloseButton,
  Fieldset,
  Flex,
  Input,
  List,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { QuestionGroup } from '@web/ui/readOnlyAnswers';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { PLANTS_MAX_ENTRIES } from '@yardwise/domain/laterSteps/plants';
import {
  ADD_PLANT,
  NO_PLANTS_ADDED,
  PLANTS_COUNT,
  PLANTS_LIST_HINT,
  REMOVE_PLANT,
} from '@yardwise/domain/laterSteps/plantsMessages';

interface PlantListFieldProps {
  question: string;
  /** The box's own label, read with the question ("A plant you love"). */
  inputLabel: string;
  /** Said after "Add" to screen readers, so each list's button has its own name. */
  addTarget: string;
  list: readonly string[];
  text: string;
  /** The box's error (a name that cannot be added), shown once touched or after a save. */
  textError: string | undefined;
  /** The list's own error (from a draft or a refused save). */
  listError: string | undefined;
  onText(text: string): void;
  onTextBlur(): void;
  /** Adds what is in the box, or shows why not; returns whether it was added. */
  onAdd(): boolean;
  onRemove(index: number): void;
  inputRef(element: HTMLElement | null): void;
}

/**
 * A list of plants built one name at a time: a box with Add (Enter adds too), the names added so
 * far each with its remove button, and how many of the 30 places are used.
 */
export function PlantListField(props: PlantListFieldProps) {
  const { question, inputLabel, addTarget, list, text, textError, listError } = props;
  const inputId = useId();
  const countId = useId();
  const errorId = useId();
  const box = useRef<HTMLInputElement | null>(null);
  const error = textError ?? listError;

  function add() {
    props.onAdd();
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the plant; it does not send the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <QuestionGroup invalid={Boolean(error)}>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {question}
      </Fieldset.Legend>
      <Fieldset.HelperText>
        {fillCopy(PLANTS_LIST_HINT, { max: PLANTS_MAX_ENTRIES })}
      </Fieldset.HelperText>
      <Flex gap="2" mt="2" align="flex-start" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1" width="full">
          <VisuallyHidden asChild>
            <label htmlFor={inputId}>{inputLabel}</label>
          </VisuallyHidden>
          <Input
            id={inputId}
            ref={(element) => {
              box.current = element;
              props.inputRef(element);
            }}
            value={text}
            onChange={(event) => props.onText(event.target.value)}
            onBlur={props.onTextBlur}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${countId}` : countId}
            autoComplete="off"
            enterKeyHint="done"
            minH="11"
          />
        </Box>
        <Button
          type="button"
          variant="outline"
          minH="11"
          // The visible "Add" starts the name, so speech input finds the button by what it shows.
          aria-label={`${ADD_PLANT} ${addTarget}`}
          onClick={add}
        >
          {ADD_PLANT}
        </Button>
      </Flex>
      <Fieldset.ErrorText id={errorId} role="alert">
        {error}
      </Fieldset.ErrorText>
      <Text id={countId} fontSize="sm" color="fg.muted" aria-live="polite">
        {fillCopy(PLANTS_COUNT, { count: list.length, max: PLANTS_MAX_ENTRIES })}
      </Text>
      {list.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {NO_PLANTS_ADDED}
        </Text>
      ) : (
        <List.Root
          aria-label={question}
          display="flex"
          flexWrap="wrap"
          gap="2"
          listStyle="none"
          ms="0"
        >
          {list.map((plant, index) => (
            <List.Item
              key={plant}
              display="flex"
              alignItems="center"
              gap="1"
              ps="3"
              borderWidth="1px"
              borderRadius="full"
              bg="bg.muted"
              maxW="full"
            >
              <Text as="span" wordBreak="break-word">
                {plant}
              </Text>
              <CloseButton
                size="sm"
                borderRadius="full"
                aria-label={fillCopy(REMOVE_PLANT, { plant })}
                onClick={() => {
                  props.onRemove(index);
                  // The button is gone: the box keeps the focus in the question.
                  box.current?.focus();
                }}
              />
            </List.Item>
          ))}
        </List.Root>
      )}
    </QuestionGroup>
  );
}
