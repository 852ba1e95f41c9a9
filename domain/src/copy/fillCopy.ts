/** Values a message template may name: `{product}`, `{email}`, `{phone}`, `{code}`, `{status}` ... */
export type CopyValues = Record<string, string | number>;

/**
 * Fills `{name}` placeholders of a message. A placeholder without a value stays as written,
 * so a missing value is visible in review instead of becoming "undefined".
 */
export function fillCopy(template: string, values: CopyValues): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
