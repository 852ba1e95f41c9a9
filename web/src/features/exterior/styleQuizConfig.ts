/**
 * The embedded style-and-goals quiz form of this deployment (VITE_STYLE_QUIZ_FORM_ID); null when
 * none is set, and the page asks the questions itself. Read on each render so tests can set it.
 */
export function configuredStyleQuizFormId(): string | null {
  const value: unknown = import.meta.env.VITE_STYLE_QUIZ_FORM_ID;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}
