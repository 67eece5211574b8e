import { apiErrorMessage, skipToken, useGetSessionQuery } from '@lernstapel/api-client';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, DataState, Group, Link, Paper, Stack, Text } from '@lernstapel/ui';
import { useGetBriefkastenQuery } from '../unterrichtsmodule/briefkasten/briefkasten-api';
import { useGetEigeneUnterrichtsmoduleQuery } from '../unterrichtsmodule/unterrichtsmodule-api';
import { eigeneKopie, QuizStarten } from './QuizStarten';

/**
 * Tab Quiz (01 §2): the stacks the user got as an assignment, with 'Quiz starten' (on the own copy,
 * issue 23), the preview, and the copy into the own stacks. The hint speaks to pupils only: a
 * teacher is told where the pupils' results are.
 */
export function QuizAufgaben() {
  const session = useGetSessionQuery();
  const userId = session.data?.user.id;
  const schueler = session.data?.user.ist_schueler === true;
  const briefkasten = useGetBriefkastenQuery(userId ?? skipToken);
  const eigene = useGetEigeneUnterrichtsmoduleQuery(userId ?? skipToken);
  const aufgaben = (briefkasten.data ?? []).filter((eintrag) => eintrag.ist_aufgabe);
  const fehler = briefkasten.error ?? eigene.error;
  return (
    <>
      <Text size="sm" mb="sm">
        {t(schueler ? 'aufgaben.quizHinweis' : 'aufgaben.quizHinweisLehrperson')}
      </Text>
      <DataState
        loading={(!briefkasten.data || !eigene.data) && !fehler}
        errorMessage={fehler ? apiErrorMessage(fehler) : null}
        onRetry={() => void (briefkasten.error ? briefkasten.refetch() : eigene.refetch())}
        empty={aufgaben.length === 0}
        emptyMessage={t('aufgaben.keineQuizAufgaben')}
      >
        {/* One card per assignment, its buttons below it: fits a phone without sideways scrolling (issue 23). */}
        <section aria-label={t('aufgaben.quizTitel')}>
          <Stack gap="sm">
            {aufgaben.map((aufgabe) => {
              const kopie = eigeneKopie(eigene.data ?? [], aufgabe.unterrichtsmodule_id);
              return (
                <Paper
                  key={aufgabe.id}
                  withBorder
                  p="sm"
                  component="article"
                  aria-label={aufgabe.bezeichnung}
                >
                  <Text fw={700}>{aufgabe.bezeichnung}</Text>
                  <Text size="sm">
                    {aufgabe.eigentuemer}
                    {aufgabe.aufgabe ? ` · ${aufgabe.aufgabe}` : ''}
                    {aufgabe.aufgabe_abgabe_bis
                      ? ` · ${t('aufgaben.abgabeBis', { datum: formatDateDe(aufgabe.aufgabe_abgabe_bis) })}`
                      : ''}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <QuizStarten
                      stapelId={aufgabe.unterrichtsmodule_id}
                      titel={aufgabe.bezeichnung}
                      kopie={kopie}
                    />
                    <Button
                      component={Link}
                      to={`/previewunterrichtsmodul/${aufgabe.unterrichtsmodule_id}/briefkasten`}
                      variant="default"
                      size="xs"
                    >
                      {t('aufgaben.vorschau')}
                    </Button>
                    {kopie ? null : (
                      <Button
                        component={Link}
                        to={`/user/kopieren/${aufgabe.unterrichtsmodule_id}/flashcards`}
                        variant="light"
                        size="xs"
                      >
                        {t('teilen.inEigeneStapelKopieren')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </section>
      </DataState>
    </>
  );
}
