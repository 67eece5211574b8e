import { Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';
import { QuizSeite } from './quiz/QuizSeite';
import { VorschauSeite } from './VorschauSeite';

function VorschauRoute() {
  const { id, mode } = useParams();
  const stapelId = positiveIdFrom(id);
  if (stapelId === null) return <Navigate to="/user" replace />;
  const key = `${stapelId}/${mode ?? ''}`;
  if (mode === 'quiz') return <QuizSeite key={key} id={stapelId} mode={mode} />;
  return <VorschauSeite key={key} id={stapelId} mode={mode} />;
}

/**
 * Exposed as 'cards/StapelVorschau', mounted by the shell at /previewunterrichtsmodul/*: the stack
 * preview at {id} and {id}/{mode} (02 §2), the quiz with boxes at {id}/quiz (02 §4); any other path
 * goes to /user.
 */
export function StapelVorschau() {
  return (
    <Routes>
      <Route path=":id" element={<VorschauRoute />} />
      <Route path=":id/:mode" element={<VorschauRoute />} />
      <Route path="*" element={<Navigate to="/user" replace />} />
    </Routes>
  );
}
