import { useId } from 'react';
import { Field, Input, InputGroup } from '@chakra-ui/react';

export interface BudgetAmountFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(text: string): void;
  onBlur(): void;
  error?: string | undefined;
}

/**
 * A budget in whole dollars: a "$" before it and the phone's number pad. It keeps
 * exactly what was typed, so the form's rules can refuse "12000.50" or "25k" instead of reading
 * them as other amounts. Its error is announced and also read as the field's description, which
 * more screen readers support than aria-errormessage.
 */
export function BudgetAmountField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
}: BudgetAmountFieldProps) {
  const errorId = useId();
  return (
    <Field.Root invalid={Boolean(error)} required ids={{ errorText: errorId }}>
      <Field.Label fontSize="md" fontWeight="semibold">
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup startElement="$" maxW={{ base: 'full', sm: '20rem' }}>
        <Input
          name={name}
          value={value}
          inputMode="numeric"
          autoComplete="off"
          size="lg"
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      </InputGroup>
      <Field.ErrorText role="alert" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
