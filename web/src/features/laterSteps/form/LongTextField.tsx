import { Field, Flex, Textarea } from '@chakra-ui/react';

interface LongTextFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  maxLength: number;
  rows?: number;
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
  inputRef(element: HTMLElement | null): void;
}

/**
 * A free-text answer with its hint and a count of the characters that will be saved (the trimmed
 * text), so the client sees the limit before a save is refused.
 */
export function LongTextField({
  name,
  label,
  hint,
  value,
  maxLength,
  rows = 4,
  error,
  onChange,
  onBlur,
  inputRef,
}: LongTextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} gap="1">
      <Field.Label fontSize="md" fontWeight="semibold">
        {label}
      </Field.Label>
      <Textarea
        ref={inputRef}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        rows={rows}
        autoresize
      />
      <Flex justify="space-between" gap="2" width="full" fontSize="sm">
        <Field.HelperText mt="0">{hint}</Field.HelperText>
        <Field.HelperText mt="0">
          {value.trim().length}/{maxLength.toLocaleString('en-US')}
        </Field.HelperText>
      </Flex>
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
