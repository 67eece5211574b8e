import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from '@lernstapel/ui';
import type { ApiCallError } from '@lernstapel/api-client';
import type { MeldungState } from '../../ui/meldung-state';
import { useKopierenStapelMutation } from '../unterrichtsmodule-api';
import { kopierAuftrag } from './kopier-auftrag';

/**
 * Carries out a copy the address asks for (kopierAuftrag) once, then replaces the address with
 * /user/flashcards, so that reloading does not copy again; the copied-stack message goes along.
 */
export function useKopierAuftrag(): ApiCallError | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [kopieren, { error }] = useKopierenStapelMutation();
  const stapelId = kopierAuftrag(params, search);
  const erledigt = useRef<number | null>(null);

  useEffect(() => {
    if (stapelId === null || erledigt.current === stapelId) return;
    erledigt.current = stapelId;
    void kopieren({ ist_kopie_von_umodul_id: stapelId }).then((result) => {
      if (!result.data) return; // the error shows on the page; the address stays for a retry by reload
      const state: MeldungState = { meldung: result.data.message };
      void navigate('/user/flashcards', { replace: true, state });
    });
  }, [stapelId, kopieren, navigate]);
  return error;
}
