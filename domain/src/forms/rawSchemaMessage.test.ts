import { describe, expect, it } from 'vitest';
import { defaultLocale } from 'yup';
import { ACCOUNT_FORM_ERRORS } from '../account/messages';
import { PERSON_NAME_TOO_LONG } from '../account/personName';
import { PROMO_MESSAGES } from '../promo/messages';
import { ADDRESS_ERRORS, TEXT_HAS_MARKUP, ZIP_INVALID } from './messages';
import { isRawSchemaMessage } from './rawSchemaMessage';

type Template = string | ((params: Record<string, unknown>) => string);

/** Every default message of yup, filled in for a field at `path`. */
function yupDefaults(path: string): string[] {
  const templates = Object.values(defaultLocale).flatMap((group) =>
    Object.values(group as Record<string, Template>),
  );
  return templates.map((template) =>
    typeof template === 'function'
      ? template({ path, type: 'string', value: 12, originalValue: 12, spec: { types: [] } })
      : template.replace(/\$\{(\w+)\}/g, (_, name: string) => (name === 'path' ? path : '5')),
  );
}

describe('isRawSchemaMessage', () => {
  it.each(['lastName', 'street', 'this', 'address.street', 'addOnIds[0]'])(
    'knows every yup default message for the field %s',
    (path) => {
      const defaults = yupDefaults(path);
      expect(defaults.length).toBeGreaterThan(30);
      for (const message of defaults) expect(isRawSchemaMessage(message, path), message).toBe(true);
    },
  );

  it('knows the reported ones, a code key, an unfilled placeholder and an unexpected field', () => {
    expect(isRawSchemaMessage('street must be at most 200 characters')).toBe(true);
    expect(isRawSchemaMessage('lastName must be at most 100 characters')).toBe(true);
    expect(isRawSchemaMessage('Please check aptNumber.')).toBe(true);
    expect(isRawSchemaMessage('Please shorten ${path}.')).toBe(true);
    expect(isRawSchemaMessage('Unexpected field: isAdmin')).toBe(true);
    expect(isRawSchemaMessage('Please check address.street.', 'address.street')).toBe(true);
  });

  it('lets messages written for people through', () => {
    const human = [
      ...Object.values(PERSON_NAME_TOO_LONG),
      ...Object.values(ADDRESS_ERRORS),
      ...Object.values(ACCOUNT_FORM_ERRORS),
      ...Object.values(PROMO_MESSAGES),
      TEXT_HAS_MARKUP,
      ZIP_INVALID,
      'Last name must be 100 characters or fewer.',
    ];
    for (const message of human) expect(isRawSchemaMessage(message), message).toBe(false);
  });
});
