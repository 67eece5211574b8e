import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

/**
 * Reads a route decorator's value (@Public, @Roles, @RequireFlag) once per route instead of on every
 * request: decorators are fixed once the application runs, and reading them through the Reflector on
 * every request cost more than the session check from memory (issue 15 §3).
 */
export function routeMetadata<T>(
  reflector: Reflector,
  key: string,
): (context: ExecutionContext) => T | undefined {
  const byClass = new WeakMap<object, WeakMap<object, { value: T | undefined }>>();
  return (context) => {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byHandler = byClass.get(controller);
    if (!byHandler) byClass.set(controller, (byHandler = new WeakMap()));
    let known = byHandler.get(handler);
    if (!known) {
      known = { value: reflector.getAllAndOverride<T | undefined>(key, [handler, controller]) };
      byHandler.set(handler, known);
    }
    return known.value;
  };
}
