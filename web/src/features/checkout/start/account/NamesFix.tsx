import { useState } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useFormik } from 'formik';
import { CHECKOUT_AUTH_ERRORS } from '@yardwise/domain/account/messages';
import { personNamesSchema } from '@yardwise/domain/account/personName';
import type { SessionUser } from '@web/data/types';
import { useCheckoutStore } from '@web/features/checkout/cart/checkoutStore';
import { SAVE_NAMES_TEXT } from '@web/features/checkout/start/startPageCopy';
import { NameFields } from './NameFields';
import { useAccountActions, type BuyerNames } from './useAccountActions';

export interface NamesFixProps {
  user: SessionUser;
  byProxy: boolean;
  onSaved(): void;
}

/**
 * The names, open to be fixed, after the new account's update failed (the checkout's message
 * beside them rather than in a toast): saved again to the account and the design profile.
 */
export function NamesFix({ user, byProxy, onSaved }: NamesFixProps) {
  const checkout = useCheckoutStore((state) => state.checkout);
  const { saveNames } = useAccountActions({ byProxy });
  const [failed, setFailed] = useState(true);
  const formik = useFormik<BuyerNames>({
    initialValues: { firstName: checkout.firstName, lastName: checkout.lastName },
    validationSchema: personNamesSchema,
    validateOnBlur: false,
    async onSubmit(values) {
      const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
      const saved = await saveNames(user, names, user.email ?? checkout.checkoutEmail);
      setFailed(!saved);
      if (saved) onSaved();
    },
  });
  const errorOf = (name: keyof BuyerNames) =>
    formik.submitCount > 0 ? formik.errors[name] : undefined;

  return (
    <Stack gap="5">
      {failed ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{CHECKOUT_AUTH_ERRORS.updateAccountFailed}</Alert.Title>
        </Alert.Root>
      ) : null}
      <form noValidate aria-label={SAVE_NAMES_TEXT} onSubmit={formik.handleSubmit}>
        <Stack gap="5">
          <NameFields fieldProps={(name) => formik.getFieldProps(name)} errorOf={errorOf} />
          <Button
            type="submit"
            size="xl"
            minH="12"
            width={{ base: 'full', sm: 'auto' }}
            loading={formik.isSubmitting}
          >
            {SAVE_NAMES_TEXT}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
