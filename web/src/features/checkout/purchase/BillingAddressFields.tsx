import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FieldInputProps } from 'formik';
import { StateSelect, ZipInput } from '@web/ui/address/RegionFields';
import { FormField } from '@web/ui/FormField';
import { PROPERTY_ADDRESS_LABELS } from '@web/features/checkout/start/startPageCopy';

type AddressField = 'street' | 'aptNumber' | 'city' | 'state' | 'zip';

export interface BillingAddressFieldsProps {
  fieldProps(name: AddressField): FieldInputProps<string>;
  errorOf(name: AddressField): string | undefined;
  /** The zip as typed, already reduced to at most five digits. */
  onZipChange(zip: string): void;
}

/**
 * The billing address, typed by hand. Decision: not the shared AddressForm, which is a form of
 * its own that saves a property address and searches for places we design; a billing address
 * only has to match the card, which the browser's autofill fills well.
 */
export function BillingAddressFields({
  fieldProps,
  errorOf,
  onZipChange,
}: BillingAddressFieldsProps) {
  return (
    <Stack gap="5">
      <FormField label={PROPERTY_ADDRESS_LABELS.street} error={errorOf('street')} required>
        <Input size="xl" autoComplete="billing address-line1" {...fieldProps('street')} />
      </FormField>
      <FormField label={PROPERTY_ADDRESS_LABELS.aptNumber} error={errorOf('aptNumber')}>
        <Input size="xl" autoComplete="billing address-line2" {...fieldProps('aptNumber')} />
      </FormField>
      <FormField label={PROPERTY_ADDRESS_LABELS.city} error={errorOf('city')} required>
        <Input size="xl" autoComplete="billing address-level2" {...fieldProps('city')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField label={PROPERTY_ADDRESS_LABELS.state} error={errorOf('state')} required>
          <StateSelect
            field={fieldProps('state')}
            placeholder={PROPERTY_ADDRESS_LABELS.statePlaceholder}
            autoComplete="billing address-level1"
          />
        </FormField>
        <FormField label={PROPERTY_ADDRESS_LABELS.zip} error={errorOf('zip')} required>
          <ZipInput
            field={fieldProps('zip')}
            autoComplete="billing postal-code"
            onValueChange={onZipChange}
          />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
