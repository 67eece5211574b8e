// UI parts that show the API client's state (its errors): the UI kit itself knows no data layer.
export { ApiErrorAlert, type ApiErrorAlertProps } from './lib/ApiErrorAlert';
export { DialogForm, type DialogFormProps } from './lib/DialogForm';
export {
  AbfrageFehler,
  AbfrageState,
  einerFehlgeschlagen,
  type Abfrage,
  type AbfrageStateProps,
} from './lib/AbfrageState';
