import { Navigate, Route, Routes, useParams } from '@lernstapel/ui';
import { positiveIdFrom } from '@lernstapel/rules';
import { WettbewerbSeite } from './WettbewerbSeite';

function WettbewerbRoute() {
  const wettbewerbId = positiveIdFrom(useParams().id);
  if (wettbewerbId === null) return <Navigate to="/user" replace />;
  return <WettbewerbSeite key={wettbewerbId} id={wettbewerbId} />;
}

/**
 * Exposed as 'races/Wettbewerb', mounted by the shell at /wettbewerbe/*: the race screen at {id}
 * (02 §2); any other path goes to /user.
 */
export function Wettbewerb() {
  return (
    <Routes>
      <Route path=":id" element={<WettbewerbRoute />} />
      <Route path="*" element={<Navigate to="/user" replace />} />
    </Routes>
  );
}
