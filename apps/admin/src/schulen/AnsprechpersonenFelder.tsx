import { Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@lernstapel/ui';
import { MAX_LENGTH } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import type { AnsprechpersonForm } from './schule-form';

export interface AnsprechpersonenFelderProps {
  personen: readonly AnsprechpersonForm[];
  /** One message per row, null when the row is fine. */
  fehler: readonly (TextKey | null)[];
  onChange: (personen: AnsprechpersonForm[]) => void;
}

/** 01 §3 schule_ansprechpartner: a list of name and e-mail; rows are added and removed here. */
export function AnsprechpersonenFelder({ personen, fehler, onChange }: AnsprechpersonenFelderProps) {
  const aendern = (key: number, patch: Partial<AnsprechpersonForm>) =>
    onChange(personen.map((person) => (person.key === key ? { ...person, ...patch } : person)));
  const hinzufuegen = () => {
    const key = Math.max(-1, ...personen.map((person) => person.key)) + 1;
    onChange([...personen, { key, id: 0, namevoll: '', email: '' }]);
  };
  return (
    <Stack gap="xs" data-testid="ansprechpersonen">
      <Title order={3} size="h5">
        {t('schule.ansprechpartner')}
      </Title>
      {personen.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.keineAnsprechpersonen')}
        </Text>
      ) : null}
      {personen.map((person, index) => {
        const nr = index + 1;
        const meldung = fehler[index];
        return (
          <Group key={person.key} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              flex={1}
              label={t('admin.ansprechpersonName', { nr })}
              maxLength={MAX_LENGTH.namevoll}
              value={person.namevoll}
              error={meldung === 'validierung.namevollFehlt' ? t(meldung) : undefined}
              onChange={(event) => aendern(person.key, { namevoll: event.currentTarget.value })}
            />
            <TextInput
              flex={1}
              type="email"
              label={t('admin.ansprechpersonEmail', { nr })}
              maxLength={MAX_LENGTH.email}
              value={person.email}
              error={meldung && meldung !== 'validierung.namevollFehlt' ? t(meldung) : undefined}
              onChange={(event) => aendern(person.key, { email: event.currentTarget.value })}
            />
            <CloseButton
              mt={28}
              aria-label={t('admin.ansprechpersonEntfernen', { nr })}
              onClick={() => onChange(personen.filter((other) => other.key !== person.key))}
            />
          </Group>
        );
      })}
      <Group>
        <Button variant="light" size="xs" onClick={hinzufuegen}>
          {t('admin.ansprechpersonPlus')}
        </Button>
      </Group>
    </Stack>
  );
}
