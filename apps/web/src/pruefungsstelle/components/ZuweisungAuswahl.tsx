// The filter by holder of every back-office list (issue 28 point 1, decision 0046): all cases, the
// reader's ("Meine Fälle") or those nobody holds ("Nicht zugewiesen").
import { fallTexte as ft } from '@examensportal/domain/messages-pruefungsstelle-fall';
import { PlainSelectField } from '../../components/form/PlainFields';

export function ZuweisungAuswahl({ id, defaultValue }: { id: string; defaultValue: string }) {
  return (
    <PlainSelectField
      id={id}
      name="zuweisung"
      label={ft.zuweisungFilter}
      defaultValue={defaultValue}
      options={[
        { value: '', label: ft.alleFaelle },
        { value: 'meine', label: ft.meineFaelle },
        { value: 'keine', label: ft.nichtZugewieseneFaelle },
      ]}
    />
  );
}
