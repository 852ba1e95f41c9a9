import { useState, type ReactNode } from 'react';
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import type { ContactInformation } from '@yardwise/domain/firestore/documents';
import { isLiveStateCode } from '@yardwise/domain/funnel/usStates';
import { FormField } from '@web/ui/FormField';
import { AddressAutocomplete } from './AddressAutocomplete';
import { addressSchema, type AddressValues } from './addressFormSchema';
import { StateSelect, ZipInput } from './RegionFields';
import {
  contactPatchFor,
  pickedAddressOf,
  type PickedPlace,
  type SavedAddress,
  type SavedPlace,
} from './enteredAddress';

/** The words of the address fields: each screen gives its own. */
export interface AddressFieldLabels {
  street: string;
  aptNumber: string;
  city: string;
  state: string;
  statePlaceholder: string;
  zip: string;
  streetPlaceholder: string;
}

export interface AddressFormProps {
  /** The address saved before, if any; the form starts from it. */
  saved: Partial<ContactInformation>;
  labels: AddressFieldLabels;
  /** id of the heading that names the form. */
  labelledBy: string;
  /** 'blur': a field's error shows once it was left (and after a submit); 'submit': only after a submit attempt. */
  errorTiming?: 'blur' | 'submit';
  onSubmit(address: SavedAddress): void | Promise<void>;
  /** The submit button (and anything beside it), drawn after the fields. */
  children: ReactNode;
}

/**
 * A property address: the street field searches addresses and a pick fills the rest; every field
 * stays visible, so a visitor whose address is not found, or who wants to correct a pick, simply
 * types. One short form also reads well on a phone. Used by the funnel's home-address step and
 * the checkout's Property Address section.
 */
export function AddressForm({
  saved,
  labels,
  labelledBy,
  errorTiming = 'blur',
  onSubmit,
  children,
}: AddressFormProps) {
  // The place behind the fields, so its formatted line, position and id are saved with it.
  const [picked, setPicked] = useState<SavedPlace | null>(() =>
    pickedAddressOf({ email: '', ...saved }),
  );
  const formik = useFormik<AddressValues>({
    initialValues: {
      street: saved.street ?? '',
      aptNumber: saved.aptNumber ?? '',
      city: saved.city ?? '',
      state: saved.state ?? '',
      zip: saved.zip ?? '',
    },
    validationSchema: addressSchema,
    validateOnBlur: errorTiming === 'blur',
    validateOnChange: false,
    async onSubmit(values) {
      // The schema has checked the state; this narrows its type.
      if (!isLiveStateCode(values.state)) return;
      await onSubmit(contactPatchFor({ ...values, state: values.state }, picked));
    },
  });
  const errorOf = (name: keyof AddressValues) =>
    formik.submitCount > 0 || (errorTiming === 'blur' && formik.touched[name])
      ? formik.errors[name]
      : undefined;

  function fillFromPick(address: PickedPlace) {
    setPicked(address);
    const { street, city, state, zip } = address;
    // From the current values: the visitor may have typed elsewhere while the details loaded.
    void formik.setValues((current) => ({ ...current, street, city, state, zip }), true);
  }

  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={formik.handleSubmit}>
      <Stack gap="5">
        <FormField label={labels.street} error={errorOf('street')} required>
          <AddressAutocomplete
            name="street"
            autoComplete="address-line1"
            placeholder={labels.streetPlaceholder}
            value={formik.values.street}
            onChange={(text) => void formik.setFieldValue('street', text)}
            onBlur={() => void formik.setFieldTouched('street')}
            onSelect={fillFromPick}
          />
        </FormField>
        <FormField label={labels.aptNumber} error={errorOf('aptNumber')}>
          <Input size="xl" autoComplete="address-line2" {...formik.getFieldProps('aptNumber')} />
        </FormField>
        <FormField label={labels.city} error={errorOf('city')} required>
          <Input size="xl" autoComplete="address-level2" {...formik.getFieldProps('city')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
          <FormField label={labels.state} error={errorOf('state')} required>
            <StateSelect
              field={formik.getFieldProps('state')}
              placeholder={labels.statePlaceholder}
              autoComplete="address-level1"
            />
          </FormField>
          <FormField label={labels.zip} error={errorOf('zip')} required>
            <ZipInput
              field={formik.getFieldProps('zip')}
              autoComplete="postal-code"
              onValueChange={(zip) => void formik.setFieldValue('zip', zip)}
            />
          </FormField>
        </SimpleGrid>
        {children}
      </Stack>
    </form>
  );
}
