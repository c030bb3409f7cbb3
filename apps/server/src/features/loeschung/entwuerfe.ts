// The drafts' inputs per class (decision 0070, completing 0067; migration 0050): a draft settled by its
// release belongs to the letter it made (class bescheid), a discarded one ends earlier on its own day
// (class entwurf, AUFBEWAHRUNG_ENTWURF_JAHRE after finality). On that day its inputs (the decision,
// reasons and notes the letter was drafted from) and a discard reason become the German marker of the
// day – eingabe as a JSON string – and inhalt_geloescht_am holds the day; kind, case, status, names,
// timestamps and the letter's id stay. An open draft is never due: it may still be released.
import { formatDatum } from '@examensportal/domain/format';
import type { IsoDate } from '@examensportal/domain/dates';
import { loeschung as t } from '@examensportal/domain/messages-loeschung';
import { sql, type SQL } from 'drizzle-orm';
import { alsMarker } from './freitexte';

type Entwurfsklasse = 'bescheid' | 'entwurf';

/** Which settled drafts each class ends. */
const STATUS: Readonly<Record<Entwurfsklasse, 'freigegeben' | 'verworfen'>> = {
  bescheid: 'freigegeben',
  entwurf: 'verworfen',
};

export const hatEntwuerfe = (klasse: string): klasse is Entwurfsklasse => klasse in STATUS;

/** The account's drafts of `klasse` settled before the first due day `ab` whose inputs are still there. */
export const entwurfOffen = (klasse: Entwurfsklasse, accountId: string, ab: IsoDate): SQL =>
  sql`account_id = ${accountId} and status = ${STATUS[klasse]} and inhalt_geloescht_am is null
    and (erledigt_am at time zone 'Europe/Berlin')::date < ${ab}::date`;

/** The UPDATE that turns those drafts' inputs into the marker of `tag`; returns their ids. */
export function entwuerfeSchwaerzen(klasse: Entwurfsklasse, accountId: string, ab: IsoDate, tag: IsoDate) {
  const marker = t.inhaltGeloescht(formatDatum(tag));
  return sql`update entwuerfe set eingabe = to_jsonb(${marker}::text), ${alsMarker('verworfen_grund', tag)},
      inhalt_geloescht_am = ${tag}::date
    where ${entwurfOffen(klasse, accountId, ab)} returning id`;
}

/**
 * The Protokoll's entries about these drafts (drafting copies the inputs, discarding the reason): for
 * a discarded draft they would outlive its day by the Protokoll's ten years, so they are redacted with
 * it, as the class protokoll redacts (the deletion log names them for protokoll-pruefen).
 */
export const protokollDerEntwuerfe = (
  accountId: string,
  entwurfIds: readonly string[],
  loeschungId: number,
) =>
  sql`update staff_audit set ziel = null, account_id = null, vorher = null, nachher = null,
      geschwaerzt_durch = ${loeschungId}
    where account_id = ${accountId} and geschwaerzt_durch is null and aktion like 'entwurf.%'
      and nachher ->> 'entwurf' in (${sql.join(
        entwurfIds.map((id) => sql`${id}`),
        sql`, `,
      )}) returning id`;
