import { lazy, Suspense, useId } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Fieldset,
  Heading,
  HStack,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useFormik } from 'formik';
import type { AddressFields } from '@yardwise/domain/checkout/address';
import {
  billingDetailsInitialValues,
  billingDetailsOf,
  billingDetailsSchema,
  propertyAddressLines,
  type BillingDetailsFormValues,
  type BillingDetailsValues,
} from '@yardwise/domain/checkout/billingDetails';
import { CHECKOUT_LABELS } from '@yardwise/domain/checkout/messages';
import { NameFields } from '@web/features/checkout/start/account/NameFields';
import { PURCHASE_COPY } from './purchaseCopy';

export type { BillingDetailsValues };

export interface BillingDetailsFormProps {
  /** The address from the Property Address step, shown while it is used for billing. */
  propertyAddress: AddressFields;
  initialValues?: Partial<BillingDetailsValues>;
  /** Locks every field and the button (for example once the order can no longer change). */
  disabled?: boolean;
  /** The page is saving what was submitted. */
  submitting?: boolean;
  onSubmit(values: BillingDetailsValues): void | Promise<void>;
  /** Each tick or untick of 'Use property address for billing', for the page's tracking. */
  onBillingSameChange?(same: boolean): void;
}

// Most buyers bill to the property address: the address fields load when the box is unticked.
const BillingAddressFields = lazy(() =>
  import('./BillingAddressFields').then((module) => ({ default: module.BillingAddressFields })),
);

/**
 * The Billing Details form. Names are required; the billing address is the
 * property address until 'Use property address for billing' is unticked, and then street, city,
 * state and zip are required. Errors show only once NEXT was pressed.
 */
export function BillingDetailsForm({
  propertyAddress,
  initialValues,
  disabled = false,
  submitting = false,
  onSubmit,
  onBillingSameChange,
}: BillingDetailsFormProps) {
  const headingId = useId();
  const formik = useFormik<BillingDetailsFormValues>({
    initialValues: billingDetailsInitialValues(initialValues),
    validationSchema: billingDetailsSchema,
    // Validated as typed, but shown only after a submit attempt, so fixing a field clears its error.
    validateOnBlur: false,
    async onSubmit(values) {
      await onSubmit(billingDetailsOf(values));
    },
  });
  const errorOf = (name: keyof BillingDetailsFormValues) =>
    formik.submitCount > 0 ? formik.errors[name] : undefined;
  const same = formik.values.billingAndPropertyAddressSame;

  function setSame(checked: boolean) {
    void formik.setFieldValue('billingAndPropertyAddressSame', checked);
    onBillingSameChange?.(checked);
  }

  return (
    <Box>
      <Heading as="h2" size="lg" id={headingId} mb="4">
        {CHECKOUT_LABELS.billingDetails}
      </Heading>
      <form noValidate aria-labelledby={headingId} onSubmit={formik.handleSubmit}>
        <Fieldset.Root disabled={disabled}>
          <Stack gap="5">
            <NameFields fieldProps={(name) => formik.getFieldProps(name)} errorOf={errorOf} />
            <Checkbox.Root
              size="lg"
              minH="12"
              checked={same}
              onCheckedChange={(details) => setSame(details.checked === true)}
            >
              <Checkbox.HiddenInput name="billingAndPropertyAddressSame" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{CHECKOUT_LABELS.useProperty}</Checkbox.Label>
            </Checkbox.Root>
            {same ? (
              <PropertyAddressText address={propertyAddress} />
            ) : (
              <Suspense fallback={<AddressFieldsLoading />}>
                <BillingAddressFields
                  fieldProps={(name) => formik.getFieldProps(name)}
                  errorOf={errorOf}
                  onZipChange={(zip) => void formik.setFieldValue('zip', zip)}
                />
              </Suspense>
            )}
            <Button
              type="submit"
              size="xl"
              minH="12"
              width={{ base: 'full', sm: 'auto' }}
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              loading={submitting || formik.isSubmitting}
            >
              {CHECKOUT_LABELS.next}
            </Button>
          </Stack>
        </Fieldset.Root>
      </form>
    </Box>
  );
}

function PropertyAddressText({ address }: { address: AddressFields }) {
  return (
    <Box color="fg.muted">
      {propertyAddressLines(address).map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Box>
  );
}

function AddressFieldsLoading() {
  return (
    <HStack role="status" gap="3" minH="12" color="fg.muted">
      <Spinner size="sm" aria-hidden="true" />
      <Text>{PURCHASE_COPY.billingAddressLoading}</Text>
    </HStack>
  );
}
