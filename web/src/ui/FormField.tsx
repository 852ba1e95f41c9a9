import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form control with its error, linked to the control and announced when it appears. */
export function FormField({ label, error, required = false, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label fontSize="md">
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  );
}
