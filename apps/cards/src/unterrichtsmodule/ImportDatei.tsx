import { FilePicker, Text, type FilePickerProps } from '@lernstapel/ui';

export interface ImportDateiProps extends Omit<FilePickerProps, 'required'> {
  /** the stack the cards go into */
  stapelName: string;
  /** what the file must hold */
  hinweis: string;
}

/** The top of a card import (CSV, Anki): the stack's name, what the file must hold, and the file. */
export function ImportDatei({ stapelName, hinweis, ...datei }: ImportDateiProps) {
  return (
    <>
      <Text fw={600}>{stapelName}</Text>
      <Text size="sm">{hinweis}</Text>
      <FilePicker {...datei} required />
    </>
  );
}
