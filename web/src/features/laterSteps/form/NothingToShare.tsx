import { useId } from 'react';
import { Checkbox, Stack, Text } from '@chakra-ui/react';

interface NothingToShareProps {
  label: string;
  hint: string;
  checked: boolean;
  /** Offered only while nothing has been added. */
  disabled: boolean;
  onChange(checked: boolean): void;
}

/** An optional step's "I don't have any": ticking it completes the step with nothing to share. */
export function NothingToShare({ label, hint, checked, disabled, onChange }: NothingToShareProps) {
  const hintId = useId();
  return (
    <Stack gap="1">
      <Checkbox.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange(details.checked === true)}
        size="lg"
        minH="11"
      >
        <Checkbox.HiddenInput aria-describedby={hintId} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}
