import { useId, useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PROMO_SUBMIT_LABEL } from '@yardwise/domain/promo/messages';
import {
  isPromoSubmitDisabled,
  promoInputAsTyped,
} from '@yardwise/domain/promo/normalizePromoCode';
import { PURCHASE_COPY } from './purchaseCopy';
import { useAutoPromoCode } from './useAutoPromoCode';
import type { PromoCodeState } from './usePromoCode';

interface PromoCodeBoxProps {
  /** checkout §2: 'Enter referral or promo code (optional)', or the partner-retailer wording. */
  label: string;
  /** The code already applied, if any. */
  appliedCode: string | null;
  promo: PromoCodeState;
}

/** checkout §2, §5: the promo or referral code box; the input is upper-cased as typed. */
export function PromoCodeBox({ label, appliedCode, promo }: PromoCodeBoxProps) {
  const [typed, setTyped] = useState('');
  useAutoPromoCode(promo);
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPromoSubmitDisabled(typed) || promo.checking) return;
    void promo.submit(typed);
  }

  return (
    <Stack asChild gap="2">
      <form onSubmit={submit} noValidate>
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <HStack gap="2" align="stretch">
            <Input
              value={typed}
              onChange={(event) => setTyped(promoInputAsTyped(event.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              size="lg"
              aria-describedby={promo.message ? messageId : undefined}
            />
            <Button
              type="submit"
              size="lg"
              variant="outline"
              disabled={isPromoSubmitDisabled(typed)}
              loading={promo.checking}
            >
              {PROMO_SUBMIT_LABEL}
            </Button>
          </HStack>
        </Field.Root>
        {promo.message ? (
          <Text
            id={messageId}
            role={promo.message.tone === 'error' ? 'alert' : 'status'}
            color={promo.message.tone === 'error' ? 'fg.error' : 'fg.success'}
            fontWeight="medium"
          >
            {promo.message.text}
          </Text>
        ) : null}
        {appliedCode ? (
          <HStack gap="3" flexWrap="wrap">
            <Text>
              {PURCHASE_COPY.promoApplied} <strong>{appliedCode}</strong>
            </Text>
            <Button variant="ghost" size="md" minH="11" onClick={promo.remove}>
              {PURCHASE_COPY.removeCode}
            </Button>
          </HStack>
        ) : null}
      </form>
    </Stack>
  );
}
