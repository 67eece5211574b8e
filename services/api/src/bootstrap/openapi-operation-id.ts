/** `PruefungenController.byId` → `Pruefungen_byId`: the generated client's endpoint is `pruefungenById`. */
export const operationId = (controller: string, method: string): string =>
  `${controller.replace(/Controller$/, '')}_${method}`;
