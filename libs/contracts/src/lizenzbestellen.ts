import type { EigeneSchuleSpeichernRequest } from './schulen';

/**
 * POST /api/schulen/lizenzbestellen/{schuleId}/{year} (01 §7 GET made a POST, DEVIATIONS 5): orders the
 * licence (300.00 EUR per year, 01 §9). Missing school fields → 400 with the red list texts in `details`.
 * Answers MeldungResponse, whose message the UI shows as is.
 */
export interface LizenzBestellenRequest {
  /** must be true ('Bitte akzeptiere die Lizenzbedingungen.' otherwise) */
  bedingungen_akzeptiert: boolean;
}

/**
 * POST /api/schulen/lizenzbestellen/neueschule/{year}: an individual person (a teacher without a school,
 * 01 §6) orders a licence for a school. The school is created from `schule` (name1 required, plus the
 * licence red list of 01 §5), the person becomes its first teacher with both administrative flags and
 * its contact person, the pupils of their class move with them, and the order is recorded and mailed as
 * for an existing school. lizenz_jahr stays empty until a main administrator sets it. If the order mail
 * cannot be handed over, nothing of it remains (503). Answers MeldungResponse (shown as is).
 * A user who already belongs to a school gets 403 'verwaltung.schonSchule' (they order under
 * 'Schuldaten'); bad school fields and the red list are German 400s as for PUT /api/schulen/eigene and
 * the existing order; the year is the current or the next one.
 */
export interface LizenzFuerNeueSchuleRequest {
  bedingungen_akzeptiert: boolean;
  schule: Omit<EigeneSchuleSpeichernRequest, 'schule_ansprechpartner'>;
}
