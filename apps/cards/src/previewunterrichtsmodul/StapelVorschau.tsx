import { lazy, Suspense } from 'react';
import { skipToken } from '@lernstapel/api-client';
import { LoadingState, Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';
import { useGetQuizQuery } from './quiz/quiz-api';

// The quiz (boxes, the offline queue) and the preview (answer checks, videos) load on first use: the
// remote's entry stays small.
const QuizSeite = lazy(async () => ({ default: (await import('./quiz/QuizSeite')).QuizSeite }));
const VorschauSeite = lazy(async () => ({ default: (await import('./VorschauSeite')).VorschauSeite }));

function VorschauRoute() {
  const { id, mode } = useParams();
  const stapelId = positiveIdFrom(id);
  // Issue 27 (fast on a phone): the quiz's cards are asked for as the route opens, while the quiz's
  // code loads, not after it; every start asks afresh (02 §4 "Restart reloads and shuffles"). The page
  // reads this answer (useQuizMitGeraet).
  useGetQuizQuery(mode === 'quiz' && stapelId !== null ? stapelId : skipToken, {
    refetchOnMountOrArgChange: true,
  });
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
