export * from './mantine';
export * from './router';
export { LERNSTAPEL_THEME } from './theme';
export { LernstapelProvider, type LernstapelProviderProps } from './lib/LernstapelProvider';
export { PageTitle, type PageTitleProps } from './lib/PageTitle';
export { LoadingState } from './lib/LoadingState';
export { EmptyState, type EmptyStateProps } from './lib/EmptyState';
export { ErrorNotice, type ErrorNoticeProps } from './lib/ErrorNotice';
export { DataState, type DataStateProps } from './lib/DataState';
export { BuildId, type BuildIdProps } from './lib/BuildId';
export type { SideNavItem, SideNavProps } from './lib/SideNav';
export type { AppFrameProps } from './lib/AppFrame';
export { AppFrame, SideNav, loadAreaParts, loadFrameParts } from './lazy-parts';
export { FormErrorAlert, type FormErrorAlertProps } from './lib/FormErrorAlert';
export { landOptions } from './lib/land-options';
export { LicenceNotice, licenceMissing, type LicenceNoticeProps } from './lib/LicenceNotice';
export { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './lib/ConfirmDeleteDialog';
export { AreaErrorBoundary, type AreaErrorBoundaryProps } from './lib/AreaErrorBoundary';
export { SuccessNotice, type SuccessNoticeProps } from './lib/SuccessNotice';
export { VideoEinwilligung, type VideoEinwilligungProps } from './lib/VideoEinwilligung';
export {
  DataTable,
  type DataTableCellProps,
  type DataTableColumn,
  type DataTableProps,
} from './lib/DataTable';
export { useReturnFocus } from './lib/use-return-focus';
export { FilePicker, type FilePickerProps } from './lib/FilePicker';
export { useOnline } from './lib/use-online';
export { regelFuerFelder, regelValidator } from './lib/regel-validator';
export { useFormular } from './lib/use-formular';
export { useZeilenDialoge, type Bearbeitet } from './lib/use-zeilen-dialoge';
