import { Box, Input, Stack } from '@chakra-ui/react';
import type { FieldInputProps } from 'formik';
import { FormField } from '@web/ui/FormField';
import { ACCOUNT_FIELD_LABELS } from '@web/ui/account/accountCopy';

type NameField = 'firstName' | 'lastName';

export interface NameFieldsProps {
  fieldProps(name: NameField): FieldInputProps<string>;
  errorOf(name: NameField): string | undefined;
}

/** First and last name: side by side, stacked on a phone. */
export function NameFields({ fieldProps, errorOf }: NameFieldsProps) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="flex-start">
      <Box flex="1" width="full">
        <FormField label={ACCOUNT_FIELD_LABELS.firstName} error={errorOf('firstName')} required>
          <Input size="xl" autoComplete="given-name" {...fieldProps('firstName')} />
        </FormField>
      </Box>
      <Box flex="1" width="full">
        <FormField label={ACCOUNT_FIELD_LABELS.lastName} error={errorOf('lastName')} required>
          <Input size="xl" autoComplete="family-name" {...fieldProps('lastName')} />
        </FormField>
      </Box>
    </Stack>
  );
}
