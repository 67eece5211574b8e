import { Paper, SimpleGrid, Text, Title } from '@lernstapel/ui';
import type { KlassenSchueler } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export interface KlasseDruckProps {
  schueler: readonly KlassenSchueler[];
}

// Only this sheet is printed; on screen it stays hidden. Plain CSS in the component keeps the
// print view beside the page it belongs to.
const DRUCK_CSS = `
@media screen { .klasse-druck { display: none; } }
@media print {
  body * { visibility: hidden; }
  .klasse-druck, .klasse-druck * { visibility: visible; }
  .klasse-druck { position: absolute; left: 0; top: 0; width: 100%; }
  .klasse-druck-zettel { break-inside: avoid; }
}`;

/**
 * 01 §2 'Drucken': a printable sheet of the class, one slip per pupil with name, username, code, the
 * portal's address and the pupil's start link.
 */
export function KlasseDruck({ schueler }: KlasseDruckProps) {
  // Issue 23 §3: pupils type the portal's address from the slip, or their start link /{code} (01 §2).
  const adresse = window.location.origin;
  return (
    <div className="klasse-druck" data-testid="klasse-druck">
      <style>{DRUCK_CSS}</style>
      <Title order={2} size="h3" mb="md">
        {t('klasse.druckTitel')}
      </Title>
      <SimpleGrid cols={2}>
        {schueler.map((zeile) => (
          <Paper key={zeile.id} withBorder p="md" className="klasse-druck-zettel" data-testid="druck-zettel">
            <Text fw={700}>{zeile.namevoll}</Text>
            <Text>
              {t('allgemein.benutzername')}: <strong>{zeile.benutzername}</strong>
            </Text>
            <Text>
              {t('allgemein.anmeldecode')}: <strong>{zeile.anmeldecode}</strong>
            </Text>
            <Text size="sm" mt="xs">
              {t('klasse.druckHinweis')}
            </Text>
            <Text size="sm">{t('klasse.druckPortal', { adresse })}</Text>
            <Text size="sm" data-testid="druck-startlink">
              {t('klasse.druckStartlink', { link: `${adresse}/${zeile.anmeldecode}` })}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
}
