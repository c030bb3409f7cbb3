import { useState } from 'react';
import { API, apiPath } from '@examensportal/domain/api';
import { datenkopieTexte as dk } from '@examensportal/domain/messages-datenkopie';
import { download, saveDownload, toErrorPayload } from '../../lib/api';
import { toast } from '../../lib/toast';

// "Meine Daten herunterladen" (Art. 15 DSGVO, issue 30 point 2): the server streams one ZIP with a
// readable daten.json and every document of the digital file; the browser saves it under the server's
// name. The button says while the file is made, so a second click does not ask for a second copy
// (the server allows five an hour).

export function DatenkopieAbschnitt() {
  const [laedt, setLaedt] = useState(false);

  const herunterladen = async () => {
    setLaedt(true);
    try {
      saveDownload(await download(apiPath(API.datenkopie)));
      toast.success(dk.datenkopieFertig);
    } catch (error) {
      toast.error(toErrorPayload(error).message);
    } finally {
      setLaedt(false);
    }
  };

  return (
    <section className="meinedaten-abschnitt" aria-labelledby="meinedaten-datenkopie">
      <h2 className="kern-heading-medium" id="meinedaten-datenkopie">
        {dk.datenkopie}
      </h2>
      <p className="kern-body">{dk.datenkopieEinleitung}</p>
      <button
        type="button"
        className="kern-btn kern-btn--secondary"
        onClick={() => void herunterladen()}
        disabled={laedt}
        aria-busy={laedt}
      >
        <span className="kern-label">{laedt ? dk.datenkopieLaedt : dk.datenkopieKnopf}</span>
      </button>
    </section>
  );
}
