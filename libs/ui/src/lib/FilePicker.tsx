import { useId, useRef, type ReactNode } from 'react';
import { Button, Group, Input, Text } from '@mantine/core';
import { t } from '@lernstapel/texts';

export interface FilePickerProps {
  label: string;
  /** The file types offered, as the input's accept attribute. */
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: ReactNode;
  required?: boolean;
}

/**
 * Issue 23 §2: a file field as a button with German text and the chosen file's name beside it, never
 * the browser's "Choose File". The (hidden) file input keeps the label, so the label opens it too.
 */
export function FilePicker({ label, accept, file, onChange, error, required }: FilePickerProps) {
  const inputId = useId();
  const nameId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: inputId }} required={required} error={error}>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
      />
      <Group gap="sm" mt={4} wrap="wrap">
        <Button
          variant="default"
          data-autofocus
          aria-describedby={nameId}
          onClick={() => input.current?.click()}
        >
          {t('allgemein.dateiAuswaehlen')}
        </Button>
        <Text size="sm" id={nameId} style={{ overflowWrap: 'anywhere' }} data-testid="gewaehlte-datei">
          {file ? file.name : t('allgemein.keineDateiAusgewaehlt')}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
