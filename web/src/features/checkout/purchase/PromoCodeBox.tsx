import { useId, useRef, useState, type FormEvent } from 'react';
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
  /** 'Enter referral or promo code (optional)', or the partner-retailer wording. */
  label: string;
  /** The code already applied, if any. */
  appliedCode: string | null;
  promo: PromoCodeState;
}

/** The promo or referral code box; the input is upper-cased as typed. */
export function PromoCodeBox({ label, appliedCode, promo }: PromoCodeBoxProps) {
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useAutoPromoCode(promo);
  const messageId = useId();

  // The code goes from the input too, and focus goes back to it as its button disappears.
  function removeCode() {
    setTyped('');
    promo.remove();
    inputRef.current?.focus();
  }

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
              ref={inputRef}
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
            <AppliedPromoCode code={appliedCode} />
            <Button variant="ghost" size="md" minH="11" onClick={removeCode}>
              {PURCHASE_COPY.removeCode}
            </Button>
          </HStack>
        ) : null}
      </form>
    </Stack>
  );
}

/**
 * "Code applied: CODE". Also shown on its own once the promo box is hidden (after NEXT the payment
 * intent exists), so the buyer still sees which code priced the order.
 */
export function AppliedPromoCode({ code }: { code: string }) {
  return (
    <Text>
      {PURCHASE_COPY.promoApplied} <strong>{code}</strong>
    </Text>
  );
}
