import { Component, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@typeform/embed-react';
import { QUIZ_FRAME_TITLE, QUIZ_LOADING } from '../exteriorCopy';

// The embed library is large: it is fetched on the quiz page only, in a chunk of its own.
const TypeformWidget = lazy(() =>
  import('@typeform/embed-react').then((module) => ({ default: module.Widget })),
);

const WIDGET_STYLE = { width: '100%', height: '100%' };

/** Catches an embed whose code could not load or threw, so the page can offer its own quiz. */
class EmbedBoundary extends Component<
  { children: ReactNode; onError(): void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The embedded style quiz failed to load', error, info.componentStack);
    this.props.onError();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export interface StyleQuizEmbedProps {
  formId: string;
  /** onboarding §4: the form's hidden fields userid and profileid. */
  hiddenFields: Readonly<Record<string, string>>;
  onSubmit(): void;
  onUnavailable(): void;
}

/** The embedded quiz form, shown inline with a loading state until it is ready. */
export function StyleQuizEmbed({
  formId,
  hiddenFields,
  onSubmit,
  onUnavailable,
}: StyleQuizEmbedProps) {
  const [ready, setReady] = useState(false);
  const callbacks = useRef({ onSubmit, onUnavailable });
  useEffect(() => {
    callbacks.current = { onSubmit, onUnavailable };
  });

  // The widget rebuilds its frame whenever a prop changes identity, which would throw away the
  // client's answers: every prop keeps its identity across renders.
  const widgetProps = useMemo<WidgetProps>(
    () => ({
      id: formId,
      hidden: { ...hiddenFields },
      iframeProps: { title: QUIZ_FRAME_TITLE },
      // On phones the form would otherwise be replaced by a button that opens it full screen.
      inlineOnMobile: true,
      style: WIDGET_STYLE,
      onReady: () => setReady(true),
      onSubmit: () => callbacks.current.onSubmit(),
    }),
    [formId, hiddenFields],
  );

  return (
    <Box
      position="relative"
      width="full"
      height={{ base: '75vh', md: '640px' }}
      minH="420px"
      borderRadius="lg"
      overflow="hidden"
      borderWidth="1px"
    >
      {ready ? null : (
        <Center
          role="status"
          aria-live="polite"
          position="absolute"
          inset="0"
          flexDirection="column"
          gap="3"
          bg="bg"
        >
          <Spinner size="lg" color="brand.solid" aria-hidden="true" />
          <Text color="fg.muted">{QUIZ_LOADING}</Text>
        </Center>
      )}
      <EmbedBoundary onError={() => callbacks.current.onUnavailable()}>
        <Suspense fallback={null}>
          <TypeformWidget {...widgetProps} />
        </Suspense>
      </EmbedBoundary>
    </Box>
  );
}
