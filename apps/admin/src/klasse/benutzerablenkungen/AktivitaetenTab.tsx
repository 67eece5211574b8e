import { apiErrorMessage, usePushVerbunden } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, DataTable, ErrorNotice } from '@lernstapel/ui';
import { LoeschenButton } from '../../ui/ZeilenAktionen';
import { aktivitaetZeit } from './aktivitaet-zeit';
import {
  AKTIVITAETEN_POLLING_MS,
  useGetAktivitaetenQuery,
  useLoeschenAktivitaetMutation,
} from './benutzerablenkungen-api';

export interface AktivitaetenTabProps {
  klassenCode: string;
}

/**
 * 01 §2, §4 Aktivitäten tab: the pupils' window events of the class, newest first as the server
 * sends them; each entry can be deleted. A pupil's report arrives over the push channel at once
 * (issue 13); only while the channel is down the feed polls every 2 s (01 §9).
 */
export function AktivitaetenTab({ klassenCode }: AktivitaetenTabProps) {
  const verbunden = usePushVerbunden();
  const feed = useGetAktivitaetenQuery(klassenCode, {
    pollingInterval: verbunden ? 0 : AKTIVITAETEN_POLLING_MS,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const [loeschen, loeschung] = useLoeschenAktivitaetMutation();
  const list = feed.data ?? [];
  return (
    <>
      {loeschung.error ? <ErrorNotice message={apiErrorMessage(loeschung.error)} /> : null}
      <DataState
        loading={!feed.data && !feed.error}
        errorMessage={feed.error && !feed.data ? apiErrorMessage(feed.error) : null}
        onRetry={() => void feed.refetch()}
        empty={list.length === 0}
        emptyMessage={t('klasse.keineAktivitaeten')}
      >
        <DataTable
          striped
          data-testid="aktivitaeten-table"
          rows={list}
          rowKey={(eintrag) => eintrag.id}
          columns={[
            { header: t('klasse.spalteZeit'), cell: (eintrag) => aktivitaetZeit(eintrag.zeit) },
            { header: t('allgemein.benutzername'), cell: (eintrag) => eintrag.benutzername },
            { header: t('klasse.spalteBemerkung'), cell: (eintrag) => eintrag.bemerkung },
            {
              header: t('klasse.spalteAktionen'),
              headerHidden: true,
              cell: (eintrag) => (
                <LoeschenButton
                  label={t('klasse.aktivitaetLoeschenLabel', {
                    name: eintrag.benutzername,
                    zeit: aktivitaetZeit(eintrag.zeit),
                  })}
                  onClick={() => void loeschen(eintrag.id)}
                />
              ),
            },
          ]}
        />
      </DataState>
    </>
  );
}
