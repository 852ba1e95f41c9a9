import { Field, Input, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { hasPasswordError, passwordHint } from '@yardwise/domain/account/password';
import { ACCOUNT_FIELD_LABELS } from './accountCopy';

export interface PasswordFieldProps {
  value: string;
  onChange(value: string): void;
  /** Signup shows the length hint and styles a too-short password as an error. */
  showHint: boolean;
  /** An account that signs in with Google only has no password to type. */
  disabledMessage: string | null;
  autoComplete: 'new-password' | 'current-password';
  /** A validation error, shown once a submit was attempted. */
  error?: string;
}

/** The password with what it needs: each requirement green when met, red when not. */
export function PasswordField({
  value,
  onChange,
  showHint,
  disabledMessage,
  autoComplete,
  error,
}: PasswordFieldProps) {
  const hint = passwordHint(value);
  return (
    <Field.Root
      invalid={Boolean(error) || (showHint && hasPasswordError(value))}
      disabled={disabledMessage !== null}
    >
      <Field.Label fontSize="md">{ACCOUNT_FIELD_LABELS.password}</Field.Label>
      <Input
        size="xl"
        type="password"
        name="password"
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {disabledMessage ? (
        <Field.HelperText role="status" fontSize="md">
          {disabledMessage}
        </Field.HelperText>
      ) : showHint ? (
        <Field.HelperText asChild fontSize="sm">
          <div>
            <Text>{hint.title}</Text>
            <List.Root ps="5">
              {hint.requirements.map((requirement) => (
                <List.Item
                  key={requirement.label}
                  data-met={requirement.met}
                  color={requirement.met ? 'green.700' : 'red.600'}
                  fontWeight="medium"
                >
                  {requirement.label}
                  {/* Colour alone says nothing to a screen reader or a colour-blind eye. */}
                  <VisuallyHidden>{requirement.met ? ' (done)' : ' (not yet)'}</VisuallyHidden>
                </List.Item>
              ))}
            </List.Root>
          </div>
        </Field.HelperText>
      ) : null}
      {error ? <Field.ErrorText role="alert">{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
