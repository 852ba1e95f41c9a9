import { Field, Flex, NativeSelect, Stack, Textarea, VisuallyHidden } from '@chakra-ui/react';
import {
  PLAN_KIND_OPTIONS,
  PLAN_NOTE_MAX_LENGTH,
  type PlanKind,
} from '@yardwise/domain/laterSteps/plans';
import {
  PLAN_KIND_LABEL,
  PLAN_KIND_PLACEHOLDER,
  PLAN_NOTE_HINT,
  PLAN_NOTE_LABEL,
} from '@yardwise/domain/laterSteps/plansMessages';

interface PlanFileFieldsProps {
  fileName: string;
  kind: PlanKind | '';
  note: string;
  kindError: string | undefined;
  noteError: string | undefined;
  onKind(kind: PlanKind | ''): void;
  onNote(note: string): void;
  onKindBlur(): void;
  onNoteBlur(): void;
  kindRef(element: HTMLElement | null): void;
  noteRef(element: HTMLElement | null): void;
}

/** One uploaded file's kind (required) and note (optional), named after the file for screen readers. */
export function PlanFileFields(props: PlanFileFieldsProps) {
  const { fileName, kind, note, kindError, noteError } = props;
  return (
    <Stack gap="3">
      <Field.Root invalid={Boolean(kindError)} required gap="1">
        <Field.Label fontSize="sm">
          {PLAN_KIND_LABEL} <VisuallyHidden>{fileName}</VisuallyHidden>
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root size="md">
          <NativeSelect.Field
            ref={props.kindRef}
            value={kind}
            onChange={(event) => props.onKind(event.target.value as PlanKind | '')}
            onBlur={props.onKindBlur}
          >
            <option value="">{PLAN_KIND_PLACEHOLDER}</option>
            {PLAN_KIND_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText role="alert">{kindError}</Field.ErrorText>
      </Field.Root>

      <Field.Root invalid={Boolean(noteError)} gap="1">
        <Field.Label fontSize="sm">
          {PLAN_NOTE_LABEL} <VisuallyHidden>{fileName}</VisuallyHidden>
        </Field.Label>
        <Textarea
          ref={props.noteRef}
          value={note}
          rows={2}
          autoresize
          onChange={(event) => props.onNote(event.target.value)}
          onBlur={props.onNoteBlur}
        />
        <Flex justify="space-between" gap="2" width="full" fontSize="sm">
          <Field.HelperText mt="0">{PLAN_NOTE_HINT}</Field.HelperText>
          <Field.HelperText mt="0">
            {note.trim().length}/{PLAN_NOTE_MAX_LENGTH}
          </Field.HelperText>
        </Flex>
        <Field.ErrorText role="alert">{noteError}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
