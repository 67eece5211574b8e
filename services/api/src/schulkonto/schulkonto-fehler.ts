import type { TextKey } from '@lernstapel/texts';

interface OAuthError {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** openid-client wraps oauth4webapi's error (its message, and `cause.claim` for a claim comparison). */
function detail(error: unknown): { code: unknown; message: string; claim: unknown } {
  const outer = (error ?? {}) as OAuthError;
  const inner = (typeof outer.cause === 'object' && outer.cause !== null ? outer.cause : outer) as OAuthError;
  const innerCause =
    typeof inner.cause === 'object' && inner.cause !== null ? (inner.cause as { claim?: unknown }) : {};
  return {
    code: outer.code ?? inner.code,
    message: `${String(inner.message ?? '')} ${String(outer.message ?? '')}`,
    claim: innerCause.claim,
  };
}

/**
 * Issue 28: the German text for each way the provider's answer can fail openid-client's checks
 * (oauth4webapi's error codes and messages): a wrong issuer or audience, an expired token, a foreign
 * or missing nonce, a state that is not this sign-in's; anything else is a general failure.
 */
export function schulkontoFehler(error: unknown): TextKey {
  const { code, message, claim } = detail(error);
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return 'schulkonto.abgelaufen';
  if (claim === 'iss' || message.includes('"iss"')) return 'schulkonto.falscherAussteller';
  if (claim === 'aud' || claim === 'azp' || message.includes('"aud"') || message.includes('"azp"')) {
    return 'schulkonto.falscherEmpfaenger';
  }
  if (claim === 'nonce' || message.includes('"nonce"')) return 'schulkonto.nonceFalsch';
  if (message.includes('"state"')) return 'schulkonto.sitzungAbgelaufen';
  if (error instanceof TypeError && /fetch/i.test(message)) return 'schulkonto.dienstNichtErreichbar';
  return 'schulkonto.fehlgeschlagen';
}
