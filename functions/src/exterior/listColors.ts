import { COMMANDS } from '@yardwise/domain/commands/registry';
import { colorPage } from '@yardwise/domain/exterior/colors';
import type { WithId } from '@yardwise/domain/firestore/collections';
import type { ColorDoc } from '@yardwise/domain/firestore/documents';
import { callableCommand } from '../commands/callableCommand';
import { referenceCache } from '../commands/referenceCache';
import { getDb } from '../admin';

/** How long an instance serves its copy of the colour list: a new colour shows within this. */
export const COLOR_LIST_MAX_AGE_MS = 10 * 60_000;

const colorList = referenceCache(COLOR_LIST_MAX_AGE_MS, async () => {
  const snapshot = await (await getDb()).collection('colors').get();
  return snapshot.docs.map(
    (doc) => ({ ...(doc.data() as ColorDoc), id: doc.id }) as WithId<ColorDoc>,
  );
});

/**
 * The colour picker's pages, the domain's listColors command served from the instance's copy of
 * the list: the whole collection is read once per instance every ten minutes, not once per page.
 */
export const listColors = callableCommand({
  name: COMMANDS.listColors.name,
  access: COMMANDS.listColors.access,
  input: COMMANDS.listColors.input,
  handler: async ({ input, now }) => colorPage(await colorList(now), input.page, input.category),
});
