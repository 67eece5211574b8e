/** A pupil group (01 §3 schuelergruppe) with its members. */
export interface SchuelerGruppe {
  id: number;
  bezeichnung: string;
  klassen_code: string;
  schuelerids: number[];
}

/** POST /api/schuelergruppen: creates (no id) or renames / sets the members of a group. */
export interface SchuelerGruppeSpeichernRequest {
  id?: number;
  /** required; the dialog proposes 'Neue Gruppe' (01 §9) */
  bezeichnung: string;
  klassen_code: string;
  schuelerids: number[];
}
