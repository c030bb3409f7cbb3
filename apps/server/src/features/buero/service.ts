// The office's domain logic as the others call it (issue 31 point 4, decision 0059): its one entry.
// Two thin adapters sit on it and on nothing else of this folder – the command line (office/) and the
// back-office (features/staff/buero.ts); eslint.config.js holds both to it. Each file of the folder is
// re-exported whole: /work/prompts/bin/move-office.ts adds a line for a file that comes in.
export * from './audit';
export * from './auskunft';
export * from './begruendung';
export * from './berichtigung';
export * from './context';
export * from './dokument';
export * from './faelle';
export * from './format';
export * from './ladung';
export { notenEingabe } from './noten';
export * from './mitarbeiter';
export * from './nachteilsausgleich';
export * from './protokoll-pruefen';
export * from './pruefung';
export * from './termine';
export * from './widerspruch';
export * from './widerspruch-abhilfe';
export * from './zulassung';
export * from './aufhebung';
export * from './bescheid-berichtigung';
