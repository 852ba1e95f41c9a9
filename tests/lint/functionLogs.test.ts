import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const loggerImport =
  "import * as logger from 'firebase-functions/logger';\nexport const probe = logger;\n";

describe('function logs go through functions/src/logs.ts', () => {
  it('stops a function from importing the SDK logger directly', async () => {
    expect(await ruleIdsFor('functions/src/orders/Probe.ts', loggerImport)).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIdsFor(
        'functions/src/payments/Probe.ts',
        "import { logger } from 'firebase-functions/v2';\nexport const probe = logger;\n",
      ),
    ).toContain('no-restricted-imports');
  });

  it('stops a function from writing to the console', async () => {
    expect(
      await ruleIdsFor(
        'functions/src/orders/Probe.ts',
        "console.log('order', 'ana@example.com');\n",
      ),
    ).toContain('no-console');
  });

  it('lets logs.ts and tests use the SDK logger', async () => {
    expect(await ruleIdsFor('functions/src/logs.ts', loggerImport)).not.toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('functions/src/orders/Probe.test.ts', loggerImport)).not.toContain(
      'no-restricted-imports',
    );
  });
});
