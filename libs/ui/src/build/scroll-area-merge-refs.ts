import { type Ref, type RefCallback, useMemo } from 'react';
import { mergeRefs } from '@mantine/hooks';

/**
 * Stands in for `useMergeRefs` of @floating-ui/react where Mantine's ScrollArea imports it (swapped in
 * by libs/webpack-federation at build time). Modal needs ScrollArea on the login page; with the real
 * import, the whole of Floating UI (about 35 KB minified, used by menus and pick lists) would sit in
 * the first load instead of their lazy chunk (issue 15 §2). Same contract: one callback ref for all.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> {
  return useMemo(() => mergeRefs(...refs), refs);
}
