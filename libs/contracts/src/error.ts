/** Every error the API answers with has this shape; `message` is German text from @lernstapel/texts. */
export interface ApiErrorBody {
  statusCode: number;
  /** Key of the text in the texts catalogue, e.g. 'login.unbekannterCode'. */
  error: string;
  message: string;
  /** Field-level German messages for validation errors. */
  details?: string[];
}
