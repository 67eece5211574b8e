/** GET /api/hilfe/eingabehilfe (02 §3 input-help entry, §5 special characters): the special-character help. */
export interface EingabehilfeEintrag {
  id: number;
  zeichenklein: string;
  eingabeklein: string;
  zeichengross: string | null;
  eingabegross: string | null;
}
