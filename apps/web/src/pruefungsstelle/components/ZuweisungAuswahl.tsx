// The filter by holder of every back-office list (issue 28 point 1, decision 0046): all cases, the
// reader's ("Meine Fälle") or those nobody holds ("Nicht zugewiesen").
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { Auswahl } from './Auswahl';

export function ZuweisungAuswahl({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <Auswahl
      id={id}
      name="zuweisung"
      label={ft.zuweisungFilter}
      defaultValue={defaultValue}
      optionen={[
        { value: '', text: ft.alleFaelle },
        { value: 'meine', text: ft.meineFaelle },
        { value: 'keine', text: ft.nichtZugewieseneFaelle },
      ]}
    />
  );
}
