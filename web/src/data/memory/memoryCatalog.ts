import type { DocStore } from '@yardwise/domain/commands/docStore';
import type { ProductDoc } from '@yardwise/domain/firestore/documents';

/** The product documents with these ids (missing ones are left out), as the functions read them. */
export async function catalogProducts(
  tx: DocStore,
  ids: readonly string[],
): Promise<Record<string, ProductDoc>> {
  const products: Record<string, ProductDoc> = {};
  for (const id of new Set(ids)) {
    const product = await tx.get('products', id);
    if (product) products[id] = product;
  }
  return products;
}

/** Random hex characters for new ids: the preview has no server to derive them from. */
export function randomIdPart(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}
