import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Box, Center, Spinner, Text } from '@chakra-ui/react';
import type { WidgetProps } from '@typeform/embed-react';
import { EmbedLoadBoundary } from './EmbedLoadBoundary';

// The embed library is large: it is fetched only by the pages that embed a form, in a chunk of its
// own.
const TypeformWidget = lazy(() =>
  import('@typeform/embed-react').then((module) => ({ default: module.Widget })),
);

/** How long the form may take to say it is ready before the page stops waiting for it. */
export const TYPEFORM_READY_TIMEOUT_MS = 20_000;
export const TYPEFORM_LOADING_LABEL = 'Loading the questions…';

const WIDGET_STYLE = { width: '100%', height: '100%' };

export interface TypeformEmbedProps {
  formId: string;
  /** The frame's name for screen readers. */
  title: string;
  hiddenFields: Readonly<Record<string, string>>;
  /** What the loading state says until the form is ready. */
  loadingLabel?: string;
  onSubmit(): void;
  /** The form did not load (its code failed, or it was not ready in time). */
  onUnavailable(): void;
}

/** A Typeform form shown inline, with a loading state until it is ready. */
export function TypeformEmbed({
  formId,
  title,
  hiddenFields,
  loadingLabel = TYPEFORM_LOADING_LABEL,
  onSubmit,
  onUnavailable,
}: TypeformEmbedProps) {
  const [ready, setReady] = useState(false);
  const callbacks = useRef({ onSubmit, onUnavailable });
  useEffect(() => {
    callbacks.current = { onSubmit, onUnavailable };
  });

  useEffect(() => {
    if (ready) return;
    const timer = window.setTimeout(
      () => callbacks.current.onUnavailable(),
      TYPEFORM_READY_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [ready]);

  // The widget rebuilds its frame whenever a prop changes (functions compared by identity), which
  // would throw away the answers: every prop keeps its identity across renders.
  const widgetProps = useMemo<WidgetProps>(
    () => ({
      id: formId,
      hidden: { ...hiddenFields },
      iframeProps: { title },
      // On phones Typeform otherwise replaces the form with a button that opens it full screen.
      inlineOnMobile: true,
      style: WIDGET_STYLE,
      onReady: () => setReady(true),
      onSubmit: () => callbacks.current.onSubmit(),
    }),
    [formId, hiddenFields, title],
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
          <Text color="fg.muted">{loadingLabel}</Text>
        </Center>
      )}
      <EmbedLoadBoundary onError={() => callbacks.current.onUnavailable()}>
        <Suspense fallback={null}>
          <TypeformWidget {...widgetProps} />
        </Suspense>
      </EmbedLoadBoundary>
    </Box>
  );
}
