import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@lernstapel/ui';
import { SCHULKONTO_LOGIN_PARAM } from '@lernstapel/contracts';
import { normalesSchulkuerzel } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { gemerkteSchule } from './schulkonto/gemerkte-schule';
import { schulkontoHinweis } from './schulkonto/schulkonto-hinweis';
import type { LoginSeitenDialog, Meldung } from './use-anmeldung';

/**
 * Issue 28: a school link (?schule=…), the link step or a refusal after the provider (?schulkonto=…) open
 * their dialog; answers the school's short name to offer (from the link or remembered).
 */
export function useSchulkontoLink(
  setDialog: (dialog: LoginSeitenDialog) => void,
  setMeldung: (meldung: Meldung) => void,
): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [schulkuerzel, setSchulkuerzel] = useState<string | null>(null);
  const schulkontoTaken = useRef(false);

  // Read after the first render, so the prerendered page is taken over unchanged; then the URL is cleaned.
  useEffect(() => {
    if (schulkontoTaken.current) return;
    schulkontoTaken.current = true;
    const schule = searchParams.get('schule');
    const hinweis = schulkontoHinweis(searchParams.get(SCHULKONTO_LOGIN_PARAM));
    setSchulkuerzel(schule ? normalesSchulkuerzel(schule) : gemerkteSchule());
    if (hinweis?.art === 'verknuepfen') setDialog('verknuepfen');
    else if (hinweis) setMeldung({ title: t(hinweis.titel), message: t(hinweis.text) });
    else if (schule) setDialog('schulkonto');
    if (schule !== null || hinweis) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams, setDialog, setMeldung]);

  return schulkuerzel;
}
