import { Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';
import { PruefungSeite } from './PruefungSeite';

function PruefungRoute() {
  const pruefungId = positiveIdFrom(useParams().id);
  if (pruefungId === null) return <Navigate to="/user" replace />;
  return <PruefungSeite key={pruefungId} id={pruefungId} />;
}

/**
 * Exposed as 'exams/Pruefung', mounted by the shell at /pruefungen/*: the exam screen at {id}
 * (02 §2); any other path goes to /user.
 */
export function Pruefung() {
  return (
    <Routes>
      <Route path=":id" element={<PruefungRoute />} />
      <Route path="*" element={<Navigate to="/user" replace />} />
    </Routes>
  );
}
