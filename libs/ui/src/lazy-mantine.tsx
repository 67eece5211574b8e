import { lazy, Suspense, type ComponentType } from 'react';
import type {
  Menu as MantineMenu,
  NumberInput as MantineNumberInput,
  ScrollArea as MantineScrollArea,
  Select as MantineSelect,
} from '@mantine/core';

// Menu, NumberInput, ScrollArea and Select as Mantine has them, but loaded with their dependencies
// (Floating UI, react-number-format: about 30 KB compressed) the first time one is shown, in a chunk
// of this shared library, so they share its one Mantine (issue 15 §2). Until then nothing is shown.
const heavy = () => import('./mantine-heavy');
type Heavy = Awaited<ReturnType<typeof heavy>>;

type AnyProps = Record<string, unknown>;

/** Each part is typed by its export below (`as typeof …`); inside, props are passed through as they are. */
function lazyPart(pick: (module: Heavy) => unknown): ComponentType<AnyProps> {
  const Part = lazy(async () => ({ default: pick(await heavy()) as ComponentType<AnyProps> }));
  function LazyPart(props: AnyProps) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

export const Select = lazyPart((module) => module.Select) as unknown as typeof MantineSelect;
export const NumberInput = lazyPart((module) => module.NumberInput) as unknown as typeof MantineNumberInput;
export const Menu = Object.assign(
  lazyPart((module) => module.Menu),
  {
    Target: lazyPart((module) => module.Menu.Target),
    Dropdown: lazyPart((module) => module.Menu.Dropdown),
    Item: lazyPart((module) => module.Menu.Item),
    Label: lazyPart((module) => module.Menu.Label),
    Divider: lazyPart((module) => module.Menu.Divider),
  },
) as unknown as typeof MantineMenu;
export const ScrollArea = Object.assign(
  lazyPart((module) => module.ScrollArea),
  { Autosize: lazyPart((module) => module.ScrollArea.Autosize) },
) as unknown as typeof MantineScrollArea;
