import { useEffect, useId, useReducer, useRef, useState, type FocusEvent } from 'react';
import {
  Button,
  CloseButton,
  Dialog,
  Portal,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useFormik } from 'formik';
import {
  checkHelpForm,
  helpDialogMessage,
  helpDialogReducer,
  helpEmailPayload,
  helpRateLimitMessage,
  HELP_SUCCESS_REPLY,
  HELP_TYPES,
  isHelpType,
  type HelpFormValues,
  type HelpType,
} from '@yardwise/domain/forms/help';
import { HELP_BODY_HINT } from '@yardwise/domain/forms/messages';
import { helpFormSchema } from '@yardwise/domain/forms/schemas';
import { TALK_TO_US } from '@yardwise/domain/onboarding/messages';
import { useDataLayer } from '@web/data/DataLayerContext';
import { toCommandFailure } from '@web/data/commandFailure';
import { brand } from '@web/ui/brand';
import { FormField } from '@web/ui/FormField';
import { readDraft, removeDraft, writeDraft } from '@web/ui/sessionDraft';
import { useOpenAfterMount } from '@web/ui/useOpenAfterMount';
import { reportError } from '@web/data/errorReporting';

export interface HelpSender {
  email: string;
  firstName?: string;
  lastName?: string;
}

export interface HelpDialogProps {
  open: boolean;
  onClose(): void;
  sender: HelpSender;
  /** Where focus goes on close, when not back to what had it when the dialog opened. */
  finalFocus?(): HTMLElement | null;
}

// Decision (our own wording): the question above the help types and the button words.
const HELP_TYPE_QUESTION = 'What is your question about?';
const SEND = 'Send';
const CLOSE = 'Close';
const CLOSE_DIALOG = 'Close dialog';

const EMPTY_FORM: HelpFormValues = { helpType: '', body: '' };

/** The message being written survives a reload of the tab until it is sent or the dialog closed. */
const HELP_DRAFT_KEY = 'yardwise.helpMessage';

function savedDraft(): HelpFormValues {
  try {
    const draft = JSON.parse(readDraft(HELP_DRAFT_KEY) ?? 'null') as Partial<HelpFormValues> | null;
    return {
      helpType: isHelpType(draft?.helpType) ? draft.helpType : '',
      body: typeof draft?.body === 'string' ? draft.body : '',
    };
  } catch {
    return EMPTY_FORM;
  }
}

/**
 * The form, then the outcome. It lives inside the dialog's content, which unmounts on close, so
 * every way of closing starts over with the empty form.
 */
function HelpDialogContent({ onClose, sender }: Omit<HelpDialogProps, 'open'>) {
  const { commands } = useDataLayer();
  const [state, dispatch] = useReducer(helpDialogReducer, 'form');
  // Sent too often: the wait replaces the failure text, and the draft stays for later.
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // One send at a time. Send is disabled while sending only once React re-renders, and formik
  // submits again on every submit event: a second submit before the reply waits on the first.
  const inFlight = useRef<Promise<void> | null>(null);
  const formId = useId();
  const typeLabelId = useId();
  const typeErrorId = useId();

  async function sendMessage(values: { helpType: HelpType; body: string }): Promise<void> {
    try {
      const reply = await commands.call('sendOnboardHelpEmail', helpEmailPayload(values, sender));
      if (reply === HELP_SUCCESS_REPLY) removeDraft(HELP_DRAFT_KEY);
      dispatch({ type: 'replied', data: reply });
    } catch (error) {
      const failure = toCommandFailure(error);
      if (failure.code === 'resource-exhausted') {
        setLimitMessage(helpRateLimitMessage(failure.message, brand.supportEmail));
        dispatch({ type: 'threw' });
        return;
      }
      reportError(error, { where: 'Sending the help email failed' });
      dispatch({ type: 'threw' });
    }
  }

  const formik = useFormik<HelpFormValues>({
    initialValues: savedDraft(),
    validationSchema: helpFormSchema,
    onSubmit({ helpType, body }) {
      if (!isHelpType(helpType)) return;
      inFlight.current ??= sendMessage({ helpType, body }).finally(() => {
        inFlight.current = null;
      });
      return inFlight.current;
    },
  });
  const { helpType, body } = formik.values;
  useEffect(() => {
    if (helpType || body) writeDraft(HELP_DRAFT_KEY, JSON.stringify({ helpType, body }));
  }, [helpType, body]);
  // The rules are the domain's; formik keeps the values and which fields were touched.
  const check = checkHelpForm(formik.values);
  const errorOf = (field: keyof HelpFormValues) =>
    formik.touched[field] ? (check[field] ?? undefined) : undefined;
  const typeError = errorOf('helpType');
  const message = limitMessage ?? helpDialogMessage(state, brand.supportEmail);

  // Leaving the radio group (not moving between its options) counts as touching it.
  const touchTypeOnLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      void formik.setFieldTouched('helpType', true, false);
    }
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{TALK_TO_US}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {message ? (
          <Text
            role={state === 'success' ? 'status' : 'alert'}
            color={state === 'success' ? 'fg' : 'fg.error'}
          >
            {message}
          </Text>
        ) : (
          <form id={formId} noValidate onSubmit={formik.handleSubmit}>
            <Stack gap="5">
              <RadioGroup.Root
                name="helpType"
                value={formik.values.helpType}
                onValueChange={(details) => {
                  void formik.setFieldValue('helpType', details.value ?? '');
                  void formik.setFieldTouched('helpType', true, false);
                }}
                onBlur={touchTypeOnLeave}
                aria-labelledby={typeLabelId}
                aria-invalid={typeError ? true : undefined}
                aria-describedby={typeError ? typeErrorId : undefined}
              >
                <RadioGroup.Label id={typeLabelId} fontSize="md" mb="2">
                  {HELP_TYPE_QUESTION}
                </RadioGroup.Label>
                <Stack gap="3">
                  {HELP_TYPES.map((type) => (
                    <RadioGroup.Item key={type.value} value={type.value}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{type.label}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
                {typeError && (
                  <Text id={typeErrorId} role="alert" color="fg.error" fontSize="sm" mt="2">
                    {typeError}
                  </Text>
                )}
              </RadioGroup.Root>
              <FormField label={HELP_BODY_HINT} error={errorOf('body')} required>
                <Textarea
                  {...formik.getFieldProps('body')}
                  rows={5}
                  size="lg"
                  onChange={(event) => {
                    formik.handleChange(event);
                    // Send stays disabled until the message is long enough, so say why while typing.
                    void formik.setFieldTouched('body', true, false);
                  }}
                />
              </FormField>
            </Stack>
          </form>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {message ? (
          // The form is gone, so focus goes to the one way on.
          <Button size="lg" autoFocus onClick={onClose}>
            {CLOSE}
          </Button>
        ) : (
          <Button
            type="submit"
            form={formId}
            size="lg"
            disabled={!check.canSend}
            loading={formik.isSubmitting}
          >
            {SEND}
          </Button>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton aria-label={CLOSE_DIALOG} size="md" />
      </Dialog.CloseTrigger>
    </>
  );
}

/** The "Talk to us" help dialog. */
export function HelpDialog({ open, onClose: close, sender, finalFocus }: HelpDialogProps) {
  // Closing starts over, so the draft goes too.
  const onClose = () => {
    removeDraft(HELP_DRAFT_KEY);
    close();
  };
  const shown = useOpenAfterMount(open);
  return (
    <Dialog.Root
      open={shown}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      finalFocusEl={finalFocus}
      // Explicit (Chakra's default too): unmounting the content on close is what resets the form.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <HelpDialogContent onClose={onClose} sender={sender} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
