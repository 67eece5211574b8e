import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Faellig, StapelAbzeichen, ZuKorrigieren } from './StapelAbzeichen';
import { StapelKnoepfe } from './StapelKnoepfe';
import type { StapelListeProps } from './stapel-zeile';
import { Anchor, Card, Group, SimpleGrid, Text, Link } from '@lernstapel/ui';

/** The card view of 'Meine Flashcards' (01 §2): one tile per stack with the same facts and actions. */
export function StapelKacheln({ stapel, zugang, user, onAktion }: StapelListeProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="stapel-kacheln">
      {stapel.map((item) => (
        <Card key={item.id} withBorder shadow="xs" component="article" aria-label={item.bezeichnung}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            {/* a div: the badges are block elements, never inside a paragraph */}
            <Text fw={700} component="div">
              <Anchor component={Link} to={`/editunterrichtsmodul/${item.id}/user`}>
                {item.bezeichnung}
              </Anchor>
              <StapelAbzeichen stapel={item} />
            </Text>
            <ZuKorrigieren anzahl={item.anzahl_zukorrigierende_modulteile} />
          </Group>
          <Text size="sm" c="dimmed">
            {[item.thema, item.kategorie].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm">
            {t('stapel.anzahlKarten', { anzahl: item.anzahl_modulteile })} · {formatDateDe(item.datum)}
          </Text>
          <Faellig anzahl={item.faellig} />
          {item.eigentuemer ? <Text size="sm">{item.eigentuemer}</Text> : null}
          {item.geteiltebenutzer ? (
            <Text size="sm" title={item.geteilt_mit.join(', ')}>
              {t('stapel.geteiltMit', { namen: item.geteiltebenutzer })}
            </Text>
          ) : null}
          <Group gap="xs" mt="sm">
            <StapelKnoepfe stapel={item} zugang={zugang} user={user} onAktion={onAktion} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
