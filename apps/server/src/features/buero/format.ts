// How the office tool names things in its German output.
import { officeCliTexte } from '@examensportal/domain/messages-office-cli';
import type { Modul } from '@examensportal/domain/rules/module';
import { formatTermin } from '@examensportal/domain/format';

const o = officeCliTexte;

export const modulName = (modul: Modul): string => modul.toUpperCase();

export const statusName = (status: string): string =>
  (o.statusNamen as Record<string, string>)[status] ?? status;

/** 'YYYY/S' as the office writes it: 'S/YYYY'. */
export const terminText = (term: string | null): string => (term ? formatTermin(term) : '–');
