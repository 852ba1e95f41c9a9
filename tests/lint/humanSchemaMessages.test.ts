import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Schema } from 'yup';
import { accountStepFormSchema } from '@yardwise/domain/account/accountStepForm';
import { signupFormInput } from '@yardwise/domain/account/schemas';
import { personNameField } from '@yardwise/domain/account/personName';
import { userMessageFor } from '@yardwise/domain/commands/commandError';
import { COMMANDS } from '@yardwise/domain/commands/registry';
import { requestIdField } from '@yardwise/domain/contact/requestId';
import {
  addressLineField,
  liveStateField,
  requiredAddressLineField,
} from '@yardwise/domain/forms/addressLimits';
import { documentIdField } from '@yardwise/domain/forms/documentId';
import { plainTextField } from '@yardwise/domain/forms/plainText';
import { isRawSchemaMessage } from '@yardwise/domain/forms/rawSchemaMessage';
import { zipField } from '@yardwise/domain/forms/zip';
import { emailField, optionalEmailField } from '@yardwise/domain/funnel/emailSchema';
import { sourceFiles } from './sourceFiles';
import {
  CLIENT_KINDS,
  keysOf,
  messagesOf,
  PERSON_KINDS,
  schemasIn,
  type Answer,
  type BreakKind,
} from './schemaWalk';

// Every yup schema in domain/src and web/src is walked: each field gets values that break each of
// its rules, and every message a person can see must be written for them. Schemas are found by
// reading which files import yup, so a new one cannot be left out: a file that exports no schema
// must say here which schemas it makes, or why it makes none.

const ROOT = join(import.meta.dirname, '../..');

/** Schemas made by functions, by the file that exports the functions. */
const MADE_BY: Record<string, () => Record<string, Schema>> = {
  'domain/src/account/accountStepForm.ts': () => ({
    signupStep: accountStepFormSchema('signup', { termsRequired: true, proxyMode: false }),
    proxySignupStep: accountStepFormSchema('signup', { termsRequired: false, proxyMode: true }),
    loginStep: accountStepFormSchema('login', { termsRequired: true, proxyMode: false }),
  }),
  'domain/src/account/personName.ts': () => ({
    firstName: personNameField('firstName'),
    lastName: personNameField('lastName'),
  }),
  'domain/src/account/schemas.ts': () => ({
    signupForm: signupFormInput({ termsRequired: true }),
    proxySignupForm: signupFormInput({ termsRequired: false }),
  }),
  'domain/src/contact/requestId.ts': () => ({ requestId: requestIdField() }),
  'domain/src/forms/addressLimits.ts': () => ({
    street: requiredAddressLineField('street'),
    city: requiredAddressLineField('city'),
    aptNumber: addressLineField('aptNumber').nullable(),
    formattedAddress: addressLineField('formattedAddress', plainTextField()),
    state: liveStateField(),
  }),
  'domain/src/forms/documentId.ts': () => ({ documentId: documentIdField('photo') }),
  'domain/src/forms/plainText.ts': () => ({ plainText: plainTextField() }),
  'domain/src/forms/zip.ts': () => ({ zip: zipField() }),
  'domain/src/funnel/emailSchema.ts': () => ({
    email: emailField(),
    optionalEmail: optionalEmailField(),
  }),
};

/** Files that import yup but define no schema of their own, and why. */
const NO_SCHEMA: Record<string, string> = {
  'domain/src/commands/command.ts': 'validates command inputs with the schemas of the commands',
  'domain/src/laterSteps/choices.ts': "reads each field's first error from a step's schema",
  'web/src/features/exterior/quiz/quizAnswerErrors.ts': 'reads the style quiz schema’s errors',
  'web/src/features/wishlist/budget/budgetFormValidation.ts': 'reads the budget schema’s errors',
};

/**
 * Exported parts of command inputs (the order inside orderCommandInput, say): like the inputs,
 * only our own client sends them, so they are held to the command inputs' rule.
 */
const PARTS_OF_COMMAND_INPUTS = new Set([
  'orderPayloadSchema',
  'orderAddressSchema',
  'lookupPromoCodeInput',
  'leadCartSchema',
  'leadAddressSchema',
  'createDesignProfileInput',
  'contactInformationInput',
  'quizAnswersInput',
  'completeTypeformInput',
]);

/**
 * The fields of command inputs that carry what a person typed: a refusal of those is shown with
 * its own words, so the person can fix what they typed. The client sends them trimmed.
 */
const PERSON_TYPED_KEYS = new Set([
  'firstName',
  'lastName',
  'name',
  'email',
  'emailAddress',
  'phone',
  'phoneNumber',
  'street',
  'aptNumber',
  'city',
  'state',
  'zip',
  'code',
  'message',
  'body',
  'changes',
  'comment',
  'description',
  'success',
]);
const TYPED_KINDS: readonly BreakKind[] = [
  'empty',
  'tooLong',
  'tooShort',
  'badFormat',
  'notAnOption',
];

function lastKeyOf(path: string): string {
  return (
    path
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? ''
  );
}

/** Fields whose rules depend on another field: the values that switch them on and off. */
const CONDITIONS: Record<string, Record<string, unknown>[]> = {
  billingDetailsSchema: [
    { billingAndPropertyAddressSame: true },
    { billingAndPropertyAddressSame: false },
  ],
};

const IMPORTS_YUP = /^import\s+(?!type\b)[^;]*?from\s+'yup';/m;

function yupFiles(): string[] {
  return ['domain/src', 'web/src']
    .flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .filter((path) => IMPORTS_YUP.test(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path))
    .sort();
}

interface Found {
  file: string;
  name: string;
  schema: Schema;
}

async function allSchemas(): Promise<{ found: Found[]; unaccounted: string[] }> {
  const found: Found[] = [];
  const unaccounted: string[] = [];
  for (const file of yupFiles()) {
    const module = (await import(join(ROOT, file))) as Record<string, unknown>;
    const made = Object.entries(MADE_BY[file]?.() ?? {});
    const schemas = [...schemasIn(module), ...made];
    for (const [name, schema] of schemas) found.push({ file, name, schema });
    if (schemas.length === 0 && !NO_SCHEMA[file]) unaccounted.push(file);
  }
  return { found, unaccounted };
}

/** The inputs of the commands: their messages reach people only through commandFailure. */
async function commandInputs(): Promise<Set<Schema>> {
  const inputs = new Set<Schema>(Object.values(COMMANDS).map((command) => command.input));
  const remote = readFileSync(join(ROOT, 'domain/src/commands/remoteCommands.ts'), 'utf8');
  for (const [, names, from] of remote.matchAll(/import type \{([^}]*)\} from '(\.[^']+)'/g)) {
    const module = (await import(join(ROOT, 'domain/src/commands', `${from}.ts`))) as Record<
      string,
      unknown
    >;
    for (const name of names!.split(',').map((part) => part.trim())) {
      const value = module[name];
      if (name.endsWith('Input') && value) inputs.add(value as Schema);
    }
  }
  return inputs;
}

function describeAnswer({ kind, path, message }: Answer): string {
  return `${kind} ${path || '(whole value)'}: ${message}`;
}

/** A message is for people: no schema default, no code key of the schema, no placeholder. */
function isHuman(message: string, path: string, keys: readonly string[]): boolean {
  if (isRawSchemaMessage(message, path)) return false;
  return !keys.some((key) => /[A-Z]/.test(key) && message.includes(key));
}

const { found, unaccounted } = await allSchemas();
const inputs = await commandInputs();

describe('schemas are all found', () => {
  it('finds the schemas of every file that imports yup, or knows why it has none', () => {
    expect(unaccounted).toEqual([]);
    expect(found.length).toBeGreaterThan(40);
    // Stale entries would hide a file that lost its schemas.
    const files = yupFiles();
    for (const file of [...Object.keys(MADE_BY), ...Object.keys(NO_SCHEMA)]) {
      expect(files).toContain(file);
    }
  });

  it('knows the command inputs, the billing form and the address form', () => {
    const names = found.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'billingDetailsSchema',
        'addressSchema',
        'personNamesSchema',
        'orderPayloadSchema',
      ]),
    );
    expect(inputs.size).toBeGreaterThan(30);
  });
});

describe.each(found.map((entry) => [`${entry.file} ${entry.name}`, entry] as const))(
  'messages of %s',
  (_, { name, schema }) => {
    const keys = keysOf(schema);
    const isCommandInput = inputs.has(schema) || PARTS_OF_COMMAND_INPUTS.has(name);
    const bases = CONDITIONS[name];

    it(
      isCommandInput
        ? 'answers what a person typed wrong with words for people'
        : 'answers every broken field with words for people',
      () => {
        const answers = isCommandInput
          ? messagesOf(schema, TYPED_KINDS, bases).filter(({ path }) =>
              PERSON_TYPED_KEYS.has(lastKeyOf(path)),
            )
          : messagesOf(schema, [...PERSON_KINDS, ...CLIENT_KINDS], bases);
        const raw = answers.filter(({ message, path }) => !isHuman(message, path, keys));
        expect(raw.map(describeAnswer)).toEqual([]);
      },
    );

    it('shows people a sentence through commandFailure for anything else', () => {
      for (const { message, path } of messagesOf(schema, CLIENT_KINDS, bases)) {
        const shown = userMessageFor('invalid-argument', message, path);
        expect(isHuman(shown, path, keys), shown).toBe(true);
      }
    });
  },
);
