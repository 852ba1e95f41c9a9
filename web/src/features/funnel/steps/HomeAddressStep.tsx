import { Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { zipInput, ZIP_MAX_LENGTH } from '@yardwise/domain/forms/zip';
import { isLiveStateCode, US_STATES } from '@yardwise/domain/funnel/usStates';
import { FormField } from '../FormField';
import { PrimaryButton, StepLayout } from '../StepLayout';
import type { StepProps } from '../stepProps';
import { addressSchema, type AddressValues } from './addressForm';
import { formattedAddressOf } from './address';

/** home-address: a plain street/city/state/zip form (the autocomplete is a later slice). */
export function HomeAddressStep({ copy, navigation, profile }: StepProps) {
  const saved = profile.contactInformation;
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
      const address = {
        street: values.street.trim(),
        city: values.city.trim(),
        state: values.state,
        zip: values.zip,
        ...(values.aptNumber.trim() ? { aptNumber: values.aptNumber.trim() } : {}),
      };
      profile.setContactInformation({
        ...address,
        formattedAddress: formattedAddressOf({ email: '', ...address }),
      });
      navigation.goNext();
    },
  });
  const errorOf = (name: keyof AddressValues) =>
    formik.submitCount > 0 || formik.touched[name] ? formik.errors[name] : undefined;

  return (
    <StepLayout
      title={copy.title}
      titleId="home-address-title"
      onBack={navigation.previous ? navigation.goBack : null}
    >
      <form noValidate aria-labelledby="home-address-title" onSubmit={formik.handleSubmit}>
        <Stack gap="5">
          <FormField label="Street address" error={errorOf('street')} required>
            <Input size="xl" autoComplete="address-line1" {...formik.getFieldProps('street')} />
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
