/**
 * Stands in for ScrollArea where Mantine's ModalRoot imports it (swapped in by libs/webpack-federation
 * at build time). ModalRoot uses it only to check whether `scrollAreaComponent` is ScrollArea.Autosize
 * (then it marks the modal to offset the scroll bars); no modal of ours passes a scrollAreaComponent.
 * With the real import, all of ScrollArea (about 14 KB minified) would sit in the login page's first
 * load, where modals scroll natively, instead of the lazy parts (issue 15 §2).
 */
export const ScrollArea = {
  Autosize: function AutosizeOnlyInLazyParts() {
    return null;
  },
};
