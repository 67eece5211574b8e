import { lazy, Suspense } from 'react';
import { LoadingState, Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';

// The quiz (boxes, the offline queue) and the preview (answer checks, videos) load on first use: the
// remote's entry stays small.
const QuizSeite = lazy(async () => ({ default: (await import('./quiz/QuizSeite')).QuizSeite }));
const VorschauSeite = lazy(async () => ({ default: (await import('./VorschauSeite')).VorschauSeite }));

function VorschauRoute() {
  const { id, mode } = useParams();
  const stapelId = positiveIdFrom(id);
  if (stapelId === null) return <Navigate to="/user" replace />;
  const key = `${stapelId}/${mode ?? ''}`;
  return (
    <Suspense fallback={<LoadingState />}>
      {mode === 'quiz' ? (
        <QuizSeite key={key} id={stapelId} mode={mode} />
      ) : (
        <VorschauSeite key={key} id={stapelId} mode={mode} />
      )}
    </Suspense>
  );
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
