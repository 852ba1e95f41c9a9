import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { chakra, Fieldset } from '@chakra-ui/react';

// A submitted project's answers stay on screen but take no change: one disabled native fieldset
// around the page disables every control in it. It is not Chakra's Fieldset: that one would name
// every radio group in the page after its own (missing) legend.

const ReadOnly = createContext(false);

/** Whether the answers around this component are read-only. */
export function useAnswersReadOnly(): boolean {
  return useContext(ReadOnly);
}

/** Around a page whose answers may be read-only: its controls are all disabled when readOnly. */
export function ReadOnlyAnswers({
  readOnly,
  children,
}: {
  readOnly: boolean;
  children: ReactNode;
}) {
  return (
    <ReadOnly.Provider value={readOnly}>
      <chakra.fieldset
        disabled={readOnly}
        minW="0"
        m="0"
        p="0"
        border="0"
        // The controls dim; the questions keep full strength, so the answers read as a record.
        css={{ '& [data-part=legend], & [data-part=label]': { opacity: 1 } }}
      >
        {children}
      </chakra.fieldset>
    </ReadOnly.Provider>
  );
}

/** A group of controls under one legend, disabled by itself or inside read-only answers. */
export function QuestionGroup({ disabled, ...props }: ComponentProps<typeof Fieldset.Root>) {
  const readOnly = useAnswersReadOnly();
  return <Fieldset.Root disabled={disabled === true || readOnly} {...props} />;
}
