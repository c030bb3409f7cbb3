// GET /api/dokumente (spec §4 Documents) as the web reads it at its edge (decision 0023), in the
// shape of rules/documents.ts.
import { z } from 'zod';
import { DOKUMENT_KATEGORIEN, type Dokument } from '../rules/documents';

const dokumentSchema = z.object({
  documentId: z.union([z.number(), z.string()]),
  originalFileName: z.string(),
  createdAt: z.string(),
  category: z.enum(DOKUMENT_KATEGORIEN),
  type: z.string(),
  deletable: z.boolean().optional(),
  geloescht: z.boolean().optional(),
}) satisfies z.ZodType<Dokument>;

export const dokumentListeSchema = z.array(dokumentSchema);
