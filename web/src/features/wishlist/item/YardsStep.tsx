import { Checkbox, Fieldset, SimpleGrid } from '@chakra-ui/react';
import { QuestionGroup } from '@web/ui/readOnlyAnswers';
import { YARD_LABELS } from '@yardwise/domain/onboarding/messages';
import type { HouseYard } from '@yardwise/domain/onboarding/yards';
import { NOT_SURE_OF_YARDS } from '@yardwise/domain/wishlist/messages';
import { WHICH_YARDS } from './itemCopy';

function YardCheckbox({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle(): void;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={onToggle} size="lg" minH="11">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Step 3: the house yards to install the item in, or "I'm not sure" (the two exclude each other). */
export function YardsStep({
  yards,
  chosen,
  notSure,
  onToggleYard,
  onToggleNotSure,
}: {
  yards: readonly HouseYard[];
  chosen: readonly HouseYard[];
  notSure: boolean;
  onToggleYard(yard: HouseYard): void;
  onToggleNotSure(): void;
}) {
  return (
    <QuestionGroup>
      <Fieldset.Legend fontSize="lg" fontWeight="semibold" mb="3">
        {WHICH_YARDS}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {yards.map((yard) => (
          <YardCheckbox
            key={yard}
            label={YARD_LABELS[yard]}
            checked={chosen.includes(yard)}
            onToggle={() => onToggleYard(yard)}
          />
        ))}
        <YardCheckbox label={NOT_SURE_OF_YARDS} checked={notSure} onToggle={onToggleNotSure} />
      </SimpleGrid>
    </QuestionGroup>
  );
}
