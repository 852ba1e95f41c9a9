import { useId } from 'react';
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { budgetInputDigits } from '@yardwise/domain/wishlist/budgetAmount';

export interface BudgetAmountFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(digits: string): void;
  onBlur(): void;
  error?: string | undefined;
}

/**
 * A budget in whole dollars (onboarding §5): a "$" before it, the phone's number pad, and only
 * digits kept of what is typed or pasted ("$15,000" becomes 15000). Its error is announced and
 * also read as the field's description, which more screen readers support than aria-errormessage.
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
          onChange={(event) => onChange(budgetInputDigits(event.target.value))}
          onBlur={onBlur}
        />
      </InputGroup>
      <Field.ErrorText role="alert" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
