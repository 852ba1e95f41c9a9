import { Input, NativeSelect } from '@chakra-ui/react';
import type { FieldInputProps } from 'formik';
import { zipInput, ZIP_MAX_LENGTH } from '@yardwise/domain/forms/zip';
import { US_STATES } from '@yardwise/domain/funnel/usStates';

/** The state dropdown of an address form: live states only. */
export function StateSelect({
  field,
  placeholder,
  autoComplete,
}: {
  field: FieldInputProps<string>;
  placeholder: string;
  autoComplete: string;
}) {
  return (
    <NativeSelect.Root size="xl">
      <NativeSelect.Field autoComplete={autoComplete} {...field}>
        <option value="">{placeholder}</option>
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** The zip input of an address form: digits only, at most 5. */
export function ZipInput({
  field,
  autoComplete,
  onValueChange,
}: {
  field: FieldInputProps<string>;
  autoComplete: string;
  onValueChange(zip: string): void;
}) {
  return (
    <Input
      size="xl"
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={ZIP_MAX_LENGTH}
      {...field}
      onChange={(event) => onValueChange(zipInput(event.target.value))}
    />
  );
}
