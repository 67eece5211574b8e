import { chunk, loadSoon } from './lazy/chunk';
import { compoundWithStandIns, lazyCompound, lazyPart, partWithStandIn } from './lazy/lazy-part';
import {
  hiddenUntilLoaded,
  menuStandIn,
  menuTargetStandIn,
  multiSelectStandIn,
  numberInputStandIn,
  scrollAreaStandIn,
  selectStandIn,
} from './lazy/dropdown-stand-ins';

// The components of ./heavy-parts.ts and ./dropdown-parts.ts with their own types, but in chunks of
// this shared library (so they use its one Mantine) that the login page does not load (issue 15 §2).
// Every page after a login waits for the first chunk (loadFrameParts) before it renders; from then on
// each of its parts renders at once as the component itself. The menus and pick lists of the second
// load after the page's first screen (issue 27): until then a stand-in of the same size shows them
// closed (./lazy/dropdown-stand-ins.tsx).
/** For a page of an app that loads lazily the same way (the shell's login page). */
export { chunk, lazyPart };

const frameParts = chunk(() => import('./heavy-parts'));
const dropdownParts = chunk(() => import('./dropdown-parts'));

/** Loads both chunks: what a page that opens a dialog at once (registration) and the tests wait for. */
export async function loadAreaParts(): Promise<void> {
  await Promise.all([frameParts.load(), dropdownParts.load()]);
}

/** Issue 27: the frame of the logged-in areas and the other parts of ./heavy-parts.ts. */
export async function loadFrameParts(): Promise<void> {
  await frameParts.load();
}

/** Issue 27: a page after a login asks for the menus and pick lists at the first input or when quiet. */
export function loadDropdownPartsSoon(): void {
  loadSoon(dropdownParts);
}

export const Select = partWithStandIn(dropdownParts, (module) => module.Select, selectStandIn);
export const MultiSelect = partWithStandIn(dropdownParts, (module) => module.MultiSelect, multiSelectStandIn);
export const NumberInput = partWithStandIn(dropdownParts, (module) => module.NumberInput, numberInputStandIn);
export const Menu = compoundWithStandIns(dropdownParts, 'Menu', menuStandIn, {
  Target: menuTargetStandIn,
  Dropdown: hiddenUntilLoaded,
  Item: hiddenUntilLoaded,
  Label: hiddenUntilLoaded,
  Divider: hiddenUntilLoaded,
});
export const ScrollArea = compoundWithStandIns(dropdownParts, 'ScrollArea', scrollAreaStandIn, {
  Autosize: scrollAreaStandIn,
});
export const Table = lazyCompound(frameParts, 'Table', ['Thead', 'Tbody', 'Tr', 'Th', 'Td']);
export const Tabs = lazyCompound(frameParts, 'Tabs', ['List', 'Tab', 'Panel']);
export const Accordion = lazyCompound(frameParts, 'Accordion', ['Item', 'Control', 'Panel']);
export const Badge = lazyPart(frameParts, (module) => module.Badge);
export const Code = lazyPart(frameParts, (module) => module.Code);
export const Divider = lazyPart(frameParts, (module) => module.Divider);
export const Notification = lazyPart(frameParts, (module) => module.Notification);
export const SegmentedControl = lazyPart(frameParts, (module) => module.SegmentedControl);
export const Textarea = lazyPart(frameParts, (module) => module.Textarea);
export const AppFrame = lazyPart(frameParts, (module) => module.AppFrame);
export const SideNav = lazyPart(frameParts, (module) => module.SideNav);
