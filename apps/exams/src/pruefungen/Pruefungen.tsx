import { useState } from 'react';
import {
  apiErrorDetails,
  apiErrorMessage,
  BACKGROUND_REFRESH,
  useGetSessionQuery,
  skipToken,
} from '@lernstapel/api-client';
import type { PruefungListItem } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import {
  BuildId,
  Button,
  ConfirmDeleteDialog,
  DataState,
  Group,
  PageTitle,
  useNavigate,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { PruefungenTable } from './PruefungenTable';
import {
  useCreatePruefungMutation,
  useDeletePruefungMutation,
  useFreigebenMutation,
  useGetPruefungenQuery,
} from './pruefungen-api';

/**
 * Exposed as 'exams/Pruefungen': the exams of the user's class. A user without a class code has
 * none, so nothing is requested and the empty state shows. Teachers create ('Prüfung +', 01 §9
 * defaults), release or withdraw and delete (with confirmation) exams here.
 */
export function Pruefungen() {
  const session = useGetSessionQuery();
  const navigate = useNavigate();
  const klassenCode = session.data?.user.klassen_code ?? null;
  const lehrperson = session.data ? !session.data.user.ist_schueler : false;
  const pruefungen = useGetPruefungenQuery(klassenCode ?? skipToken, BACKGROUND_REFRESH);
  const [create, creating] = useCreatePruefungMutation();
  const [freigeben, freigabe] = useFreigebenMutation();
  const [remove, removing] = useDeletePruefungMutation();
  const [zuLoeschen, setZuLoeschen] = useState<PruefungListItem | null>(null);
  const error = session.error ?? pruefungen.error;
  const list = pruefungen.data ?? [];
  const loading = !session.data || (klassenCode !== null && !pruefungen.data);
  const aktionsFehler = creating.error ?? freigabe.error;

  const neu = async () => {
    const result = await create();
    if ('data' in result && result.data) void navigate(`/pruefungen/${result.data.id}`);
  };
  const loeschen = async (pruefung: PruefungListItem) => {
    const result = await remove({ id: pruefung.id });
    if (!('error' in result)) setZuLoeschen(null);
  };

  return (
    <section>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('pruefungen.titel')}</PageTitle>
        {lehrperson && klassenCode ? (
          <Button onClick={() => void neu()} loading={creating.isLoading}>
            {t('pruefungen.plus')}
          </Button>
        ) : null}
      </Group>
      {aktionsFehler ? <ApiErrorAlert error={aktionsFehler} /> : null}
      <DataState
        loading={loading}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (session.error ? session.refetch() : pruefungen.refetch())}
        empty={list.length === 0}
        emptyMessage={t('pruefungen.keinePruefungen')}
      >
        <PruefungenTable
          pruefungen={list}
          aktionen={
            lehrperson
              ? {
                  freigeben: (pruefung, wert) =>
                    void freigeben({ id: pruefung.id, pruefungFreigebenDto: { freigegeben: wert } }),
                  loeschen: setZuLoeschen,
                }
              : undefined
          }
        />
      </DataState>
      {zuLoeschen ? (
        <ConfirmDeleteDialog
          title={t('pruefungen.loeschenTitel')}
          question={t('pruefungen.loeschenFrage', { titel: zuLoeschen.titel })}
          loading={removing.isLoading}
          error={
            removing.error
              ? { message: apiErrorMessage(removing.error), details: apiErrorDetails(removing.error) }
              : null
          }
          onConfirm={() => void loeschen(zuLoeschen)}
          onClose={() => {
            removing.reset();
            setZuLoeschen(null);
          }}
        />
      ) : null}
      <BuildId app="exams" id={BUILD_ID} />
    </section>
  );
}
