/** Where licence orders are mailed (01 §9: the provider's address, configurable). */
export const LICENCE_ORDER_EMAIL = Symbol('LICENCE_ORDER_EMAIL');

export const DEFAULT_LICENCE_ORDER_EMAIL = 'lizenz@lernstapel.example';

/** LICENCE_ORDER_EMAIL from the environment, read once when the module starts. */
export function licenceOrderEmail(env: NodeJS.ProcessEnv = process.env): string {
  const value = env['LICENCE_ORDER_EMAIL']?.trim();
  return value ? value : DEFAULT_LICENCE_ORDER_EMAIL;
}

/** 01 §9: 300.00 EUR per year. */
export const LICENCE_PRICE_EUR = 300;
