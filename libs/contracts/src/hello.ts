export interface HelloResponse {
  ok: true;
}

export interface ServerVersionResponse {
  version: string;
}
