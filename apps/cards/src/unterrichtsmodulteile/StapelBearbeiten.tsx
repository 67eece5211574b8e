import { lazy, Suspense } from 'react';
import { LoadingState, Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';
import { KartenListe } from './KartenListe';

// The print view loads on first use (issue 15: the remote's initial code stays within its budget).
const Druckansicht = lazy(() =>
  import('./druck/Druckansicht').then((modul) => ({ default: modul.Druckansicht })),
);

function DruckansichtRoute() {
  const { id, from } = useParams();
  const stapelId = positiveIdFrom(id);
  if (stapelId === null) return <Navigate to="/user" replace />;
  return (
    <Suspense fallback={<LoadingState />}>
      <Druckansicht key={stapelId} id={stapelId} from={from} />
    </Suspense>
  );
}

function KartenListeRoute() {
  const { id, from } = useParams();
  const stapelId = positiveIdFrom(id);
  if (stapelId === null) return <Navigate to="/user" replace />;
  return <KartenListe key={stapelId} id={stapelId} from={from} />;
}

/**
 * Exposed as 'cards/StapelBearbeiten', mounted by the shell at /editunterrichtsmodul/*: the card
 * list of one stack at {id} and {id}/{from} (02 §2), its print view at {id}/{from}/druck; any other
 * path goes to /user.
 */
export function StapelBearbeiten() {
  return (
    <Routes>
      <Route path=":id" element={<KartenListeRoute />} />
      <Route path=":id/:from" element={<KartenListeRoute />} />
      <Route path=":id/:from/druck" element={<DruckansichtRoute />} />
      <Route path="*" element={<Navigate to="/user" replace />} />
    </Routes>
  );
}
