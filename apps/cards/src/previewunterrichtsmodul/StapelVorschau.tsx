import { Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';
import { VorschauSeite } from './VorschauSeite';

function VorschauRoute() {
  const { id, mode } = useParams();
  const stapelId = positiveIdFrom(id);
  if (stapelId === null) return <Navigate to="/user" replace />;
  return <VorschauSeite key={`${stapelId}/${mode ?? ''}`} id={stapelId} mode={mode} />;
}

/**
 * Exposed as 'cards/StapelVorschau', mounted by the shell at /previewunterrichtsmodul/*: the stack
 * preview at {id} and {id}/{mode} (02 §2); any other path goes to /user. The quiz mode arrives with
 * the quiz; until then every mode shows the preview.
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
