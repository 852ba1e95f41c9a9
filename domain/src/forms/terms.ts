// The terms-of-service screen.

/** On load: the user must accept when the list of accepted current terms is empty. */
// Decision: a missing list (the lookup failed) also asks to accept, rather than letting a user through.
export function mustAcceptTerms(
  acceptedCurrentTerms: readonly unknown[] | null | undefined,
): boolean {
  return !acceptedCurrentTerms || acceptedCurrentTerms.length === 0;
}

/** Continue is enabled only when the checkbox is ticked. */
export function termsContinueEnabled(checkboxTicked: boolean): boolean {
  return checkboxTicked;
}
