import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { PROMO_SUBMIT_LABEL } from '@yardwise/domain/promo/messages';
import {
  isPromoSubmitDisabled,
  promoInputAsTyped,
} from '@yardwise/domain/promo/normalizePromoCode';
import { PURCHASE_COPY } from './purchaseCopy';
import { useAutoPromoCode } from './useAutoPromoCode';
import type { PromoCodeState, PromoMessage } from './usePromoCode';

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
        <PromoOutcome
          messageId={messageId}
          message={promo.message}
          appliedCode={appliedCode}
          onRemove={removeCode}
        />
      </form>
    </Stack>
  );
}

/**
 * A starter package below 99500 cents shows no promo box, yet a yzlo code or a code made for the
 * package applies to it: the code the checkout link brought is tried once, and its outcome and
 * the applied code show here (promoCodeEntry).
 */
export function CheckoutLinkCode({
  appliedCode,
  promo,
}: {
  appliedCode: string | null;
  promo: PromoCodeState;
}) {
  useAutoPromoCode(promo);
  const messageId = useId();
  if (!promo.message && !appliedCode) return null;
  return (
    <Stack gap="2">
      <PromoOutcome
        messageId={messageId}
        message={promo.message}
        appliedCode={appliedCode}
        onRemove={promo.remove}
      />
    </Stack>
  );
}

/** What became of a code: the lookup's message, then the applied code and a way to remove it. */
function PromoOutcome({
  messageId,
  message,
  appliedCode,
  onRemove,
}: {
  messageId: string;
  message: PromoMessage | null;
  appliedCode: string | null;
  onRemove(): void;
}) {
  return (
    <>
      {message ? (
        <Text
          id={messageId}
          role={message.tone === 'error' ? 'alert' : 'status'}
          color={message.tone === 'error' ? 'fg.error' : 'fg.success'}
          fontWeight="medium"
        >
          {message.text}
        </Text>
      ) : null}
      {appliedCode ? (
        <HStack gap="3" flexWrap="wrap">
          <AppliedPromoCode code={appliedCode} />
          <Button variant="ghost" size="md" minH="11" onClick={onRemove}>
            {PURCHASE_COPY.removeCode}
          </Button>
        </HStack>
      ) : null}
    </>
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
