import { Field, Textarea } from '@chakra-ui/react';
import { CHECKLIST_CONTEXT_MAX_LENGTH } from '@yardwise/domain/wishlist/checklistResponse';
import { NOTES_LABEL, notesCounter } from './itemCopy';

/** Step 4: optional notes for the designer, with a running count against the limit. */
export function NotesStep({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <Field.Root>
      <Field.Label fontSize="lg" fontWeight="semibold">
        {NOTES_LABEL}
      </Field.Label>
      <Textarea
        value={value}
        maxLength={CHECKLIST_CONTEXT_MAX_LENGTH}
        rows={4}
        autoresize
        onChange={(event) => onChange(event.target.value)}
      />
      <Field.HelperText>
        {notesCounter(value.length, CHECKLIST_CONTEXT_MAX_LENGTH)}
      </Field.HelperText>
    </Field.Root>
  );
}
