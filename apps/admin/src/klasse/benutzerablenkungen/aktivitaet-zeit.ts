import { formatDateTimeDe } from '@lernstapel/rules';

/** The feed's time with seconds, dd.MM.yyyy HH:mm:ss (01 §9: German locale, 2-digit parts). */
export function aktivitaetZeit(zeit: string): string {
  const sekunden = String(new Date(zeit).getSeconds()).padStart(2, '0');
  return `${formatDateTimeDe(zeit)}:${sekunden}`;
}
