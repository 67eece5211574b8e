/**
 * Issue 22 §1, part of the stacks' lock query (StapelSperreService): the stacks of the races the user
 * takes part in (invited or confirmed: either may play) while they run — started and without a winner
 * (02 §4; the starter's 'beenden' stops it too). Columns stapel_id, grund. Provided to the stacks'
 * read check as a StapelSperrQuelle (wettbewerbe.module.ts), like pruefungen/pruefung-sperren.ts. Uses the index on schuelerimwettbewerb.benutzer_id.
 */
export function laufendeRennenSql(benutzerId: number): { sql: string; parameter: unknown[] } {
  return {
    sql:
      "SELECT w.unterrichtsmodul_id AS stapel_id, 'wettbewerb' AS grund FROM schuelerimwettbewerb t " +
      'JOIN wettbewerb w ON w.id = t.wettbewerb_id ' +
      'WHERE t.benutzer_id = ? AND w.ist_gestartet = 1 AND w.sieger_benutzer_id IS NULL',
    parameter: [benutzerId],
  };
}
