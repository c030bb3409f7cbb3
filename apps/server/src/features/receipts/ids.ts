import { createHash } from 'node:crypto';

/** RFC 9562 UUID version 5 (SHA-1 of namespace and name): the same input always gives the same id. */
export function uuidV5(name: string, namespace: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Namespace of receipt document ids (a fixed random UUID of this application). */
const receiptNamespace = '3d0f5a52-8c4e-4f7b-9a51-6a2f1c9e7b40';

/** One receipt copy per declaration and category, so running the job twice files nothing twice. */
export const receiptDocumentId = (declarationId: string, category: string): string =>
  uuidV5(`${declarationId}/${category}`, receiptNamespace);
