import { skipToken } from '@lernstapel/api-client';
import type { SessionUser } from '@lernstapel/contracts';
import { isLicenceValid, licenceNextStep } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { Badge, Button, Card, Group, List, Text, Title } from '@lernstapel/ui';
import { ON_OPEN, useGetDashboardEigeneStapelQuery, useGetDashboardKlasseQuery } from './dashboard-api';
import { shownUserPage, type UserPage } from './user-pages';

interface Schritt {
  key: string;
  text: TextKey;
  erledigt: boolean;
  /** The page where the step is done, with the button's text; none when another person does it. */
  ziel?: { page: UserPage; knopf: TextKey };
}

/** The first steps of a new teacher (issue 23), in the order they are needed; steps without meaning for `user` are left out. */
export function ersteSchritte(
  user: SessionUser,
  fakten: { schueler: number; stapel: number },
  now = new Date(),
): Schritt[] {
  const schritte: Schritt[] = [];
  if (shownUserPage('fachgruppen', user) === 'fachgruppen') {
    schritte.push({
      key: 'klasse',
      text: 'portal.dashboard.schrittKlasse',
      erledigt: fakten.schueler > 0,
      ziel: { page: 'fachgruppen', knopf: 'portal.dashboard.schrittKlasseKnopf' },
    });
  }
  schritte.push({
    key: 'stapel',
    text: 'portal.dashboard.schrittStapel',
    erledigt: fakten.stapel > 0,
    ziel: { page: 'flashcards', knopf: 'portal.dashboard.schrittStapelKnopf' },
  });
  const selbst = licenceNextStep(user) === 'selbstBestellen';
  schritte.push({
    key: 'lizenz',
    text: selbst ? 'portal.dashboard.schrittLizenz' : 'portal.dashboard.schrittLizenzSchule',
    erledigt: isLicenceValid(user.lizenz_jahr, now),
    ziel: selbst ? { page: 'lehrkraefte', knopf: 'portal.dashboard.schrittLizenzKnopf' } : undefined,
  });
  return schritte;
}

export interface ErsteSchritteProps {
  user: SessionUser;
  onOpen: (page: UserPage) => void;
}

/**
 * Issue 23: after registering a school the dashboard says what to do first (a class with pupils, a
 * stack, the licence that sharing with pupils needs) and ticks off what is done; gone once all are.
 * Pupils and main administrators have no first steps.
 */
export function ErsteSchrittePanel({ user, onOpen }: ErsteSchritteProps) {
  const lehrperson = !user.ist_schueler && !user.ist_main_admin;
  const klasse = useGetDashboardKlasseQuery(
    lehrperson && user.klassen_code !== null ? user.klassen_code : skipToken,
    ON_OPEN,
  );
  const stapel = useGetDashboardEigeneStapelQuery(lehrperson ? user.id : skipToken);
  if (!lehrperson || !stapel.data || (user.klassen_code !== null && !klasse.data)) return null;
  const schritte = ersteSchritte(user, { schueler: klasse.data?.length ?? 0, stapel: stapel.data.length });
  if (schritte.every((schritt) => schritt.erledigt)) return null;
  return (
    <Card
      withBorder
      mb="lg"
      component="section"
      aria-labelledby="erste-schritte-titel"
      data-testid="erste-schritte"
    >
      <Title order={2} size="h4" id="erste-schritte-titel">
        {t('portal.dashboard.ersteSchritteTitel')}
      </Title>
      <Text c="dimmed" mb="sm">
        {t('portal.dashboard.ersteSchritteText')}
      </Text>
      <List type="ordered" spacing="sm">
        {schritte.map((schritt) => (
          <List.Item key={schritt.key} data-testid={`schritt-${schritt.key}`}>
            <Group gap="sm" wrap="wrap">
              <Text td={schritt.erledigt ? 'line-through' : undefined}>{t(schritt.text)}</Text>
              {schritt.erledigt ? (
                <Badge color="green" variant="light">
                  {t('portal.dashboard.schrittErledigt')}
                </Badge>
              ) : schritt.ziel ? (
                <Button size="xs" variant="light" onClick={() => schritt.ziel && onOpen(schritt.ziel.page)}>
                  {t(schritt.ziel.knopf)}
                </Button>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
