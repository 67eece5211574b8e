import { lazy, Suspense, type ComponentType } from 'react';
import type {
  Menu as MantineMenu,
  MultiSelect as MantineMultiSelect,
  NumberInput as MantineNumberInput,
  Select as MantineSelect,
} from '@mantine/core';
import type { AppFrame as EagerAppFrame } from './lib/AppFrame';
import type { SideNav as EagerSideNav } from './lib/SideNav';

// The components of ./heavy-parts.ts with their own types, but loaded (about 35 KB compressed) the
// first time one is shown, in a chunk of this shared library, so they use its one Mantine
// (issue 15 §2). Until then nothing is shown in their place.
const heavy = () => import('./heavy-parts');
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
export const MultiSelect = lazyPart((module) => module.MultiSelect) as unknown as typeof MantineMultiSelect;
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
export const AppFrame = lazyPart((module) => module.AppFrame) as unknown as typeof EagerAppFrame;
export const SideNav = lazyPart((module) => module.SideNav) as unknown as typeof EagerSideNav;
