import { useState, type FormEvent } from 'react';
import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { CODE_QUERY_PARAMETER } from '@yardwise/domain/account/accountStep';
import {
  isPromoSubmitDisabled,
  normalizePromoCode,
  promoInputAsTyped,
} from '@yardwise/domain/promo/normalizePromoCode';
import { PACKAGES_PATH } from '@yardwise/domain/routes/paths';
import { PageContainer } from '@web/ui/PageContainer';

/** Decision: the redeem page's words. */
export const REDEEM_TEXT = {
  intro:
    'Enter the code from your gift card, then choose the design package it goes toward. The code is applied at checkout.',
  codeLabel: 'Gift card code',
  submit: 'Choose a package',
} as const;

/**
 * /redeem: a gift card is redeemed by buying a package with its code. The code goes with the
 * visitor to the packages page and on into checkout, where the promo box applies it.
 */
export function RedeemPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isPromoSubmitDisabled(typed)) return;
    const query = new URLSearchParams({ [CODE_QUERY_PARAMETER]: normalizePromoCode(typed) });
    void navigate(`${PACKAGES_PATH}?${query.toString()}`);
  }

  return (
    <PageContainer>
      <Stack gap="5" maxW="xl">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text>{REDEEM_TEXT.intro}</Text>
        <Stack asChild gap="4">
          <form onSubmit={submit} noValidate>
            <Field.Root>
              <Field.Label>{REDEEM_TEXT.codeLabel}</Field.Label>
              <Input
                size="xl"
                value={typed}
                onChange={(event) => setTyped(promoInputAsTyped(event.target.value))}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
            </Field.Root>
            <Button
              type="submit"
              size="xl"
              alignSelf={{ base: 'stretch', sm: 'flex-start' }}
              disabled={isPromoSubmitDisabled(typed)}
            >
              {REDEEM_TEXT.submit}
            </Button>
          </form>
        </Stack>
      </Stack>
    </PageContainer>
  );
}
