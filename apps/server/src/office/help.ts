import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import { BEFEHLE } from './commands';

const h = officeCliTexte.hilfe;

/** `npm run office -- --help`: German, one line of call syntax and one of meaning per command. */
export function hilfetext(): string {
  const befehle = BEFEHLE.flatMap((b) => {
    const optionen = b.optionen.filter((x) => x !== 'von').map((x) => `[--${x} …]`);
    const aufruf = [b.name, ...b.argumente, ...optionen].join(' ');
    return [`  ${aufruf}`, `      ${h.befehle[b.name as keyof typeof h.befehle]}`];
  });
  return [
    h.aufruf,
    '',
    h.einleitung,
    '',
    h.befehleTitel,
    ...befehle,
    '',
    h.optionenTitel,
    ...h.optionen.map((x) => `  ${x}`),
    '',
    h.hinweis,
    '',
  ].join('\n');
}
