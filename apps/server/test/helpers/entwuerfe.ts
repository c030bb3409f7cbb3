// The browser's way to decide since issue 26: a draft by one staff member, the release by another.
import type { FastifyInstance } from 'fastify';
import type { EntwurfAntwort } from '@examensportal/domain/schemas/pruefungsstelle-entwuerfe';
import { postStaff, type TestStaff } from './staff';

/** The release path of a draft of this candidate. */
export const freigabePfad = (kandidatId: string, entwurfId: string) =>
  `/kandidaten/${kandidatId}/entwuerfe/${entwurfId}/freigabe`;

/**
 * POSTs the decision to `url` (/kandidaten/:id/…) as a draft of `von` and, when that succeeds, releases
 * it as `frei`; answers the release (or the refused draft).
 */
export async function entwerfenUndFreigeben(
  app: FastifyInstance,
  url: string,
  body: unknown,
  von: TestStaff,
  frei: TestStaff,
) {
  const entwurf = await postStaff(app, url, body, von.jwt);
  if (entwurf.statusCode !== 200) return entwurf;
  const kandidatId = url.split('/')[2] ?? '';
  return postStaff(app, freigabePfad(kandidatId, entwurf.json<EntwurfAntwort>().entwurf.id), {}, frei.jwt);
}
