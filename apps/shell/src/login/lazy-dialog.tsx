import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

interface DialogProps {
  opened: boolean;
}

/**
 * A dialog of the login page whose code loads when it is first opened, not with the page (issue 15 §2).
 * Once loaded it stays mounted. It mounts closed and opens right after: Mantine's Modal remembers the
 * element that had the focus when it opens, and gives the focus back to that button when it closes.
 */
export function lazyDialog<Props extends DialogProps>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Dialog = lazy(async () => {
    const Loaded = await load();
    function OpenedAfterMount(props: Props) {
      const [mounted, setMounted] = useState(false);
      useEffect(() => setMounted(true), []);
      return <Loaded {...props} opened={props.opened && mounted} />;
    }
    return { default: OpenedAfterMount };
  });
  function LazyDialog(props: Props) {
    const [wanted, setWanted] = useState(props.opened);
    if (props.opened && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
