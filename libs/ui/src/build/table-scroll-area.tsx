import { forwardRef, type HTMLAttributes } from 'react';

/** The props of Mantine's ScrollArea that Table.ScrollContainer may pass and a plain element has not. */
interface ScrollAreaOnlyProps {
  offsetScrollbars?: unknown;
  scrollbars?: unknown;
  type?: unknown;
  scrollHideDelay?: unknown;
  scrollbarSize?: unknown;
  viewportRef?: unknown;
  viewportProps?: unknown;
  onScrollPositionChange?: unknown;
}

/**
 * Stands in for ScrollArea where Mantine's Table.ScrollContainer imports it (swapped in by
 * libs/webpack-federation at build time): the container scrolls natively, as with its type="native".
 * With the real import, ScrollArea and Floating UI's React helpers (about 17 KB compressed) would load
 * with every table, the frame of the logged-in areas included, instead of with the menus and pick lists
 * (libs/ui dropdown-parts.ts, issue 27). No table of ours uses Table.ScrollContainer today.
 */
export const ScrollArea = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement> & ScrollAreaOnlyProps>(
  function NativeTableScroll(props, ref) {
    const {
      offsetScrollbars: _offsetScrollbars,
      scrollbars: _scrollbars,
      type: _type,
      scrollHideDelay: _scrollHideDelay,
      scrollbarSize: _scrollbarSize,
      viewportRef: _viewportRef,
      viewportProps: _viewportProps,
      onScrollPositionChange: _onScrollPositionChange,
      ...element
    } = props;
    return <div ref={ref} {...element} style={{ overflow: 'auto', ...element.style }} />;
  },
);
