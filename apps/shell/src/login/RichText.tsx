import { Stack, Text, Title } from '@lernstapel/ui';

export interface RichTextProps {
  /** Text from libs/texts/src/de/landing.ts: blank-line paragraphs, '### ' subheadings, '• ' list lines. */
  text: string;
}

/** Renders the long German texts of the info dialogs (format described in landing.ts). */
export function RichText({ text }: RichTextProps) {
  const paragraphs = text.split('\n\n');
  return (
    <Stack gap="sm">
      {paragraphs.map((paragraph, index) =>
        paragraph.startsWith('### ') ? (
          <Title key={index} order={3} size="h5" mt="xs">
            {paragraph.slice(4)}
          </Title>
        ) : (
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ),
      )}
    </Stack>
  );
}
