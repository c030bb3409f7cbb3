// GET /pruefungsstelle/statistik and its CSV (issue 28 point 11): Leitung only; numbers, no personal data.
import { noteText } from '@examensportal/domain/rules/modulnote';
import { PRUEFUNGSSTELLE_API } from '@examensportal/domain/api-pruefungsstelle';
import { formatTermin } from '@examensportal/domain/format';
import { eingang } from '@examensportal/domain/messages-pruefungsstelle-eingang';
import { statistikTexte as t } from '@examensportal/domain/messages-pruefungsstelle-statistik';
import {
  type Statistik,
  statistikFilterSchema,
  statistikSchema,
} from '@examensportal/domain/schemas/pruefungsstelle-statistik';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { route } from '../../http/route';
import { recordStaffAction } from './audit';
import { staffOf } from './auth';
import { csvField } from './csv';
import { statistik } from './statistik';

const nurLeitung = { config: { staffRolle: 'leitung' } } as const;

const zahlText = (n: number) => String(n);

/** The statistics as CSV for Excel (BOM, ';', CRLF, every field quoted and formula-safe): section;figure;value. */
function statistikCsv(s: Statistik): string {
  const zeilen: string[][] = [[t.csvAbschnitt, t.kennzahl, t.wert]];
  const abschnitt = (name: string, werte: [string, string][]) => {
    for (const [k, w] of werte) zeilen.push([name, k, w]);
  };
  abschnitt(`${t.termin}`, [[t.art, `${formatTermin(s.termin)}, ${t.arten[s.art] ?? s.art}`]]);
  abschnitt(
    t.warteschlangen,
    s.warteschlangen.map((w) => [eingang.queues[w.queue], zahlText(w.anzahl)]),
  );
  abschnitt(
    t.antraege,
    Object.entries(s.antraege).map(([k, n]) => [t.status[k] ?? k, zahlText(n)]),
  );
  abschnitt(
    t.ruecktritte,
    s.ruecktritte.map((r) => [t.ruecktrittArten[r.art] ?? r.art, zahlText(r.anzahl)]),
  );
  for (const q of s.bestehensquoten) {
    const name = `${q.pruefung.toUpperCase()} ${t.sitzungen[q.sitzung] ?? q.sitzung}`;
    abschnitt(t.bestehen, [
      [`${name}: ${t.ergebnisse}`, zahlText(q.ergebnisse)],
      [`${name}: ${t.bestanden}`, zahlText(q.bestanden)],
      [`${name}: ${t.quote}`, t.prozent(q.quote)],
      [`${name}: ${t.berichtigt}`, zahlText(q.berichtigt ?? 0)],
      [`${name}: ${t.benotet}`, zahlText(q.benotet ?? 0)],
      [`${name}: ${t.durchschnitt}`, q.durchschnitt == null ? '–' : noteText(q.durchschnitt)],
    ]);
  }
  abschnitt(t.bearbeitung, [
    [t.entschieden, zahlText(s.bearbeitung.entschieden)],
    [t.median, t.tage(s.bearbeitung.median)],
    [t.p90, t.tage(s.bearbeitung.p90)],
  ]);
  return `\uFEFF${zeilen.map((z) => z.map(csvField).join(';')).join('\r\n')}\r\n`;
}

export function registerStatistikRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, PRUEFUNGSSTELLE_API.statistik, { response: statistikSchema, ...nurLeitung }, async (request) =>
    statistik(ctx, statistikFilterSchema.parse(request.query)),
  );

  route(app, PRUEFUNGSSTELLE_API.statistikCsv, nurLeitung, async (request, reply) => {
    const zahlen = await statistik(ctx, statistikFilterSchema.parse(request.query));
    const filter = { termin: zahlen.termin, art: zahlen.art };
    const s = staffOf(request);
    await recordStaffAction(
      ctx.db,
      { staffId: s.staffId, wer: s.name, quelle: 'browser', aktion: 'statistik.export', nachher: filter },
      ctx.clock.now(),
    );
    const name = `statistik-${filter.termin.replace('/', '-')}-${filter.art.toLowerCase()}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(statistikCsv(zahlen));
  });
}
