import { useEffect } from 'react';
import { LOGIN_PATH } from '@lernstapel/api-client';
import { LoadingState, useNavigate, useParams } from '@lernstapel/ui';
import { holdStartCode } from './start-code';

/** The start route /{code} (01 §2): the code leaves the URL at once; /login exchanges it for a session. */
export function StartRoute() {
  const { code } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    if (code) holdStartCode(code);
    void navigate(LOGIN_PATH, { replace: true });
  }, [code, navigate]);
  return <LoadingState />;
}
