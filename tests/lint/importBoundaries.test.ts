import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture rules enforced by lint', () => {
  it('stops a feature from importing another feature', async () => {
    const rules = await ruleIdsFor(
      'web/src/features/funnel/Probe.ts',
      "import { CheckoutPage } from '../checkout/CheckoutPage';\nexport const probe = CheckoutPage;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('lets a feature import its own files', async () => {
    const rules = await ruleIdsFor(
      'web/src/features/funnel/Probe.ts',
      "import FunnelPage from './FunnelPage';\nexport const probe = FunnelPage;\n",
    );
    expect(rules).not.toContain('import-x/no-restricted-paths');
  });

  it('keeps Firebase SDKs out of web code other than web/src/data', async () => {
    const code =
      "import { getFirestore } from 'firebase/firestore';\nexport const probe = getFirestore;\n";
    expect(await ruleIdsFor('web/src/features/onboarding/Probe.ts', code)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIdsFor('web/src/app/Probe.ts', code)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('web/src/data/firebase/Probe.ts', code)).not.toContain(
      'no-restricted-imports',
    );
  });

  it('keeps domain free of frameworks and I/O', async () => {
    const rules = await ruleIdsFor(
      'domain/src/money/Probe.ts',
      "import { readFileSync } from 'node:fs';\nexport const probe = readFileSync;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });
});
