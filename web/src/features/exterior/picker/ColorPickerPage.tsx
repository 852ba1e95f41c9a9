import { useState } from 'react';
import { Button, Heading, HStack, RadioGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { fillCopy } from '@yardwise/domain/copy/fillCopy';
import { isColorPlacement, type ColorPlacement } from '@yardwise/domain/exterior/colors';
import { COLOR_PLACEMENTS } from '@yardwise/domain/exterior/messages';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ColorDoc } from '@yardwise/domain/firestore/documents';
import { EXTERIOR_INSPIRATION_PATH } from '@yardwise/domain/routes/paths';
import { useDataLayer } from '@web/data/DataLayerContext';
import {
  ADD_COLOUR,
  ALL_CATEGORIES,
  CATEGORY_FILTER_LABEL,
  CHOOSE_A_COLOUR_FIRST,
  CHOOSE_A_PLACEMENT,
  COLOUR_ADDED,
  CONTINUE,
  LOAD_MORE_COLOURS,
  LOADING_COLOURS,
  PICKER_INTRO,
  PLACEMENT_LEGEND,
} from '@web/features/exterior/exteriorCopy';
import { colorFailureMessage } from './colorFailureMessage';
import { ColorSwatchGrid } from './ColorSwatchGrid';
import { useColorOptions } from './useColorOptions';
import { YourColors } from './YourColors';

/** "All" and each category, as toggle buttons; the shown one is pressed. */
function CategoryFilter({
  categories,
  current,
  onChange,
}: {
  categories: readonly string[];
  current: string | null;
  onChange(category: string | null): void;
}) {
  const options = [
    { label: ALL_CATEGORIES, value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ];
  return (
    <Wrap role="group" aria-label={CATEGORY_FILTER_LABEL} gap="2">
      {options.map(({ label, value }) => (
        <Button
          key={label}
          size="sm"
          minH="11"
          borderRadius="full"
          variant={current === value ? 'solid' : 'outline'}
          aria-pressed={current === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </Wrap>
  );
}

/**
 * /onboard/exterior-design/paint/picker: the colours on offer, by
 * category and a page at a time; choosing one, saying where it goes and adding it; the client's
 * colours so far; then on to inspiration.
 */
export function ColorPickerPage({ title }: { title: string }) {
  const { commands } = useDataLayer();
  const [category, setCategory] = useState<string | null>(null);
  const options = useColorOptions(category);
  const [chosen, setChosen] = useState<WithId<ColorDoc> | null>(null);
  const [placement, setPlacement] = useState<ColorPlacement | null>(null);
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  async function add() {
    setAdded(null);
    if (!chosen) return setAddError(CHOOSE_A_COLOUR_FIRST);
    if (!placement) return setAddError(CHOOSE_A_PLACEMENT);
    setAddError(null);
    setAdding(true);
    try {
      await commands.call('createColorResponse', { colorId: chosen.id, placement });
      setAdded(fillCopy(COLOUR_ADDED, { name: chosen.name, placement }));
    } catch (failure) {
      setAddError(colorFailureMessage('save', failure));
    } finally {
      setAdding(false);
    }
  }

  return (
    <Stack gap="8" maxW="960px">
      <Stack gap="3">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Text>{PICKER_INTRO}</Text>
      </Stack>

      <Stack gap="4">
        <CategoryFilter categories={options.categories} current={category} onChange={setCategory} />
        {options.loading ? (
          <Text role="status" color="fg.muted">
            {LOADING_COLOURS}
          </Text>
        ) : (
          <ColorSwatchGrid
            colors={options.colors}
            chosenId={chosen?.id ?? null}
            onChoose={(color) => {
              setChosen(color);
              setAddError(null);
            }}
          />
        )}
        {options.error ? (
          <Text role="alert" color="fg.error">
            {options.error}
          </Text>
        ) : null}
        {options.hasMore ? (
          <Button
            variant="outline"
            minH="11"
            alignSelf={{ base: 'stretch', sm: 'flex-start' }}
            loading={options.loadingMore}
            onClick={options.loadMore}
          >
            {LOAD_MORE_COLOURS}
          </Button>
        ) : null}
      </Stack>

      <Stack gap="4">
        <RadioGroup.Root
          value={placement}
          onValueChange={(details) =>
            setPlacement(isColorPlacement(details.value) ? details.value : null)
          }
        >
          <RadioGroup.Label fontWeight="semibold" mb="2" display="block">
            {PLACEMENT_LEGEND}
          </RadioGroup.Label>
          <Wrap gap="4">
            {COLOR_PLACEMENTS.map((option) => (
              <RadioGroup.Item key={option} value={option} minH="11">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Wrap>
        </RadioGroup.Root>
        <HStack gap="3" flexWrap="wrap">
          <Button minH="11" loading={adding} onClick={() => void add()}>
            {ADD_COLOUR}
          </Button>
          <Text role="status" color="fg.muted">
            {added}
          </Text>
        </HStack>
        {addError ? (
          <Text role="alert" color="fg.error">
            {addError}
          </Text>
        ) : null}
      </Stack>

      <YourColors />

      <div>
        <Button asChild size="lg" minH="12">
          <RouterLink to={EXTERIOR_INSPIRATION_PATH}>{CONTINUE}</RouterLink>
        </Button>
      </div>
    </Stack>
  );
}
