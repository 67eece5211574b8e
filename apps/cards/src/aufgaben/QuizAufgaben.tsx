import { apiErrorMessage, skipToken, useGetSessionQuery } from '@lernstapel/api-client';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, DataState, Group, Link, Table, Text } from '@lernstapel/ui';
import { useGetBriefkastenQuery } from '../unterrichtsmodule/briefkasten/briefkasten-api';

/**
 * Tab Quiz (01 §2): the stacks the user got as an assignment, with the preview and the way to learn
 * them with boxes (a copy of one's own: the quiz saves boxes and results only on own stacks).
 */
export function QuizAufgaben() {
  const session = useGetSessionQuery();
  const briefkasten = useGetBriefkastenQuery(session.data?.user.id ?? skipToken);
  const aufgaben = (briefkasten.data ?? []).filter((eintrag) => eintrag.ist_aufgabe);
  return (
    <>
      <Text size="sm" mb="sm">
        {t('aufgaben.quizHinweis')}
      </Text>
      <DataState
        loading={!briefkasten.data && !briefkasten.error}
        errorMessage={briefkasten.error ? apiErrorMessage(briefkasten.error) : null}
        onRetry={() => void briefkasten.refetch()}
        empty={aufgaben.length === 0}
        emptyMessage={t('aufgaben.keineQuizAufgaben')}
      >
        <Table aria-label={t('aufgaben.quizTitel')}>
          <Table.Tbody>
            {aufgaben.map((aufgabe) => (
              <Table.Tr key={aufgabe.id}>
                <Table.Td>
                  <Text fw={700}>{aufgabe.bezeichnung}</Text>
                  <Text size="sm">
                    {aufgabe.eigentuemer}
                    {aufgabe.aufgabe ? ` · ${aufgabe.aufgabe}` : ''}
                    {aufgabe.aufgabe_abgabe_bis
                      ? ` · ${t('aufgaben.abgabeBis', { datum: formatDateDe(aufgabe.aufgabe_abgabe_bis) })}`
                      : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end">
                    <Button
                      component={Link}
                      to={`/previewunterrichtsmodul/${aufgabe.unterrichtsmodule_id}/briefkasten`}
                      variant="default"
                      size="xs"
                    >
                      {t('aufgaben.vorschau')}
                    </Button>
                    <Button
                      component={Link}
                      to={`/user/kopieren/${aufgabe.unterrichtsmodule_id}/flashcards`}
                      size="xs"
                    >
                      {t('teilen.inEigeneStapelKopieren')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </DataState>
    </>
  );
}
