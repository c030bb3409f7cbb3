// Results from a CSV file: read the file (or paste its content), preview – the server checks every
// row against the rules and writes nothing – then take over all rows or none.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages } from '@examensportal/domain/messages';
import { ladungenTexte as lt } from '@examensportal/domain/messages-pruefungsstelle-ladungen';
import {
  ergebnisImportAntwortSchema,
  type VorschauAntwort,
  vorschauAntwortSchema,
  type ZeilenFehler,
} from '@examensportal/domain/schemas/pruefungsstelle-ladungen';
import { Alert } from '../../components/form/Alert';
import { TextareaField } from '../../components/form/TextareaField';
import { TextField } from '../../components/form/TextField';
import { PRUEFUNGSSTELLE_API as P } from '@examensportal/domain/api-pruefungsstelle';
import { StaffApiError, staffPost } from '../api';
import { FehlerListe } from './FehlerListe';
import { Tabelle } from '../components/Tabelle';
import { csvDateiText } from './csv-datei';

interface Stand {
  variant: 'success' | 'danger' | 'info';
  text: string;
  fehler: readonly ZeilenFehler[];
  vorschau?: VorschauAntwort;
}

const FORM_ID = 'import';

interface Werte {
  datei: FileList | undefined;
  text: string;
}

export function ErgebnisImport({ onImportiert }: { onImportiert: () => Promise<void> }) {
  const { register, setValue, watch, reset } = useForm<Werte>({
    defaultValues: { datei: undefined, text: '' },
  });
  const csv = watch('text');
  const [stand, setStand] = useState<Stand | null>(null);
  const [laeuft, setLaeuft] = useState(false);

  const datei = register('datei', {
    onChange: async (event: { target: HTMLInputElement }) => {
      const file = event.target.files?.[0];
      // UTF-8 or, as German Excel saves it, Windows-1252 (csv-datei.ts).
      if (file) setValue('text', csvDateiText(new Uint8Array(await file.arrayBuffer())));
    },
  });

  const fehlerVon = (e: unknown): Stand => {
    const data = e instanceof StaffApiError ? e : null;
    return {
      variant: 'danger',
      text: data?.message ?? messages.generic.fehler,
      fehler: (data?.details as { fehler?: ZeilenFehler[] } | undefined)?.fehler ?? [],
    };
  };

  const vorschau = async () => {
    setLaeuft(true);
    try {
      const antwort = await staffPost(vorschauAntwortSchema, P.ergebnisVorschau, { csv });
      setStand({
        variant: antwort.fehler.length > 0 ? 'danger' : 'info',
        text:
          antwort.fehler.length > 0
            ? lt.vorschauFehler(antwort.fehler.length)
            : lt.vorschauOk(antwort.zeilen.length),
        fehler: antwort.fehler,
        vorschau: antwort,
      });
    } catch (e) {
      setStand(fehlerVon(e));
    } finally {
      setLaeuft(false);
    }
  };

  const uebernehmen = async () => {
    setLaeuft(true);
    try {
      const antwort = await staffPost(ergebnisImportAntwortSchema, P.ergebnisImport, { csv });
      setStand({ variant: 'success', text: lt.importiert(antwort.importiert), fehler: [] });
      reset();
      await onImportiert();
    } catch (e) {
      setStand(fehlerVon(e));
    } finally {
      setLaeuft(false);
    }
  };

  return (
    <section aria-labelledby="import-titel">
      <h2 className="kern-heading-medium" id="import-titel">
        {lt.importTitel}
      </h2>
      <p className="kern-body">{lt.importText}</p>
      <div className="kern-stack narrow">
        <TextField
          formId={FORM_ID}
          label={lt.datei}
          type="file"
          accept=".csv,text/csv"
          registration={datei}
        />
        <TextareaField
          formId={FORM_ID}
          label={lt.csvText}
          hint={lt.oderText}
          rows={6}
          registration={register('text', { onChange: () => setStand(null) })}
        />
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="kern-btn kern-btn--secondary"
          disabled={laeuft}
          onClick={() => void vorschau()}
        >
          <span className="kern-label">{lt.vorschauKnopf}</span>
        </button>
        <button
          type="button"
          className="kern-btn kern-btn--primary"
          disabled={laeuft || csv.trim() === ''}
          onClick={() => void uebernehmen()}
        >
          <span className="kern-label">{lt.importKnopf}</span>
        </button>
      </div>
      <div aria-live="polite">
        {stand && (
          <Alert variant={stand.variant}>
            <p className="kern-body">{stand.text}</p>
            {stand.fehler.length > 0 && <FehlerListe fehler={stand.fehler} />}
          </Alert>
        )}
      </div>
      {stand?.vorschau && stand.vorschau.zeilen.length > 0 && (
        <>
          <h3 className="kern-heading-small">{lt.vorschauTitel}</h3>
          <Tabelle label={lt.vorschauTitel} spalten={[lt.zeile, lt.email, lt.wirkung]}>
            {stand.vorschau.zeilen.map((z) => (
              <tr key={z.zeile} className="kern-table__row">
                <td className="kern-table__cell">{z.zeile}</td>
                <td className="kern-table__cell">{z.email}</td>
                <td className="kern-table__cell">{z.wirkung}</td>
              </tr>
            ))}
          </Tabelle>
        </>
      )}
    </section>
  );
}
