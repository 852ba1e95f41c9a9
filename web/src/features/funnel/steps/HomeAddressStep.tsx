import { useState } from 'react';
import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { zipInput, ZIP_MAX_LENGTH } from '@yardwise/domain/forms/zip';
import { isLiveStateCode, US_STATES } from '@yardwise/domain/funnel/usStates';
import type { PlaceAddress } from '@yardwise/domain/places/placeAddress';
import { AddressAutocomplete } from '../../../ui/address/AddressAutocomplete';
import { FormField } from '../FormField';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';
import { addressSchema, type AddressValues } from './addressForm';
import { contactPatchFor, pickedAddressOf } from './address';

/**
 * home-address: the street field searches addresses and a pick fills the rest of the form.
 * Decision: every field stays visible, so a visitor whose address is not found, or who wants to
 * correct a pick, simply types; one short form also reads well on a phone.
 */
export function HomeAddressStep({ copy, navigation, profile }: StepProps) {
  const saved = profile.contactInformation;
  // The place behind the fields, so its formatted line and position are saved with it.
  const [picked, setPicked] = useState<PlaceAddress | null>(() => pickedAddressOf(saved));
  const formik = useFormik<AddressValues>({
    initialValues: {
      street: saved.street ?? '',
      aptNumber: saved.aptNumber ?? '',
      city: saved.city ?? '',
      state: saved.state ?? '',
      zip: saved.zip ?? '',
    },
    validationSchema: addressSchema,
    validateOnBlur: true,
    validateOnChange: false,
    onSubmit(values) {
      // The schema has checked the state; this narrows its type.
      if (!isLiveStateCode(values.state)) return;
      profile.setContactInformation(contactPatchFor({ ...values, state: values.state }, picked));
      navigation.goNext();
    },
  });
  const errorOf = (name: keyof AddressValues) =>
    formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined;

  function fillFromPick(address: PlaceAddress) {
    setPicked(address);
    const { street, city, state, zip } = address;
    // From the current values: the visitor may have typed elsewhere while the details loaded.
    void formik.setValues((current) => ({ ...current, street, city, state, zip }), true);
  }

  return (
    <StepLayout
      title={copy.title}
      titleId="home-address-title"
      onBack={navigation.previous ? navigation.goBack : null}
    >
      <form noValidate aria-labelledby="home-address-title" onSubmit={formik.handleSubmit}>
        <Stack gap="5">
          <FormField label="Street address" error={errorOf('street')} required>
            <AddressAutocomplete
              name="street"
              autoComplete="address-line1"
              placeholder="Start typing your address"
              value={formik.values.street}
              onChange={(text) => void formik.setFieldValue('street', text)}
              onBlur={() => void formik.setFieldTouched('street')}
              onSelect={fillFromPick}
            />
          </FormField>
          <FormField label="Apartment, suite, etc. (Optional)" error={errorOf('aptNumber')}>
            <Input size="xl" autoComplete="address-line2" {...formik.getFieldProps('aptNumber')} />
          </FormField>
          <FormField label="City" error={errorOf('city')} required>
            <Input size="xl" autoComplete="address-level2" {...formik.getFieldProps('city')} />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
            <FormField label="State" error={errorOf('state')} required>
              <NativeSelect.Root size="xl">
                <NativeSelect.Field
                  autoComplete="address-level1"
                  {...formik.getFieldProps('state')}
                >
                  <option value="">Choose a state</option>
                  {US_STATES.map((state) => (
                    <option key={state.code} value={state.code}>
                      {state.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField label="Zip code" error={errorOf('zip')} required>
              <Input
                size="xl"
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={ZIP_MAX_LENGTH}
                {...formik.getFieldProps('zip')}
                onChange={(event) => void formik.setFieldValue('zip', zipInput(event.target.value))}
              />
            </FormField>
          </SimpleGrid>
          <div>
            <PrimaryButton type="submit">{copy.buttonText}</PrimaryButton>
          </div>
        </Stack>
      </form>
    </StepLayout>
  );
}
