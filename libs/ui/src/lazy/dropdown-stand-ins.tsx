import {
  cloneElement,
  isValidElement,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Box, TextInput, extractStyleProps, type ComboboxData, type TextInputProps } from '@mantine/core';
import type { StandIn, StandInControl, StandInProps } from './lazy-part';

// Issue 27: the menus and pick lists (../dropdown-parts.ts, Floating UI) load after a page's first
// screen. Until then these stand in for them: the same field or button, closed, of the same size.
// Using one loads the part at once; a click or an opening key opens it as soon as it is there.

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The props of a field that decide how it looks, passed on to the stand-in's text field. */
function fieldLooks(props: StandInProps): TextInputProps {
  const { styleProps } = extractStyleProps(props);
  const looks = props as TextInputProps;
  return {
    ...styleProps,
    label: looks.label,
    description: looks.description,
    error: looks.error,
    placeholder: looks.placeholder,
    required: looks.required,
    withAsterisk: looks.withAsterisk,
    disabled: looks.disabled,
    size: looks.size,
    radius: looks.radius,
    variant: looks.variant,
    id: looks.id,
    name: looks.name,
    className: looks.className,
    style: looks.style,
    'aria-label': looks['aria-label'],
  };
}

/** A read-only text field showing `shown`: a click or an opening key opens the real field once loaded. */
function FieldStandIn({
  props,
  shown,
  rightSection,
  pickList = false,
}: {
  props: StandInProps;
  shown: string;
  rightSection?: ReactNode;
  /** a closed pick list, as Mantine's: a combobox whose list is not expanded */
  pickList?: boolean;
}) {
  const { load, open }: StandInControl = props.standIn;
  return (
    <TextInput
      {...fieldLooks(props)}
      {...(pickList
        ? {
            role: 'combobox',
            'aria-haspopup': 'listbox' as const,
            'aria-expanded': false,
            autoComplete: 'off',
          }
        : undefined)}
      readOnly
      value={shown}
      rightSection={rightSection}
      rightSectionPointerEvents="none"
      onFocus={load}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    />
  );
}

/** An option of Mantine's `data` as far as the stand-in reads it: a value, an item or a group. */
type Option = string | { value?: string; label?: unknown; items?: readonly Option[] };

/** The labels of the options whose values are in `values`, in the order of the options. */
function labelsOf(data: ComboboxData | undefined, values: readonly string[]): string[] {
  const labels: string[] = [];
  const visit = (option: Option) => {
    if (typeof option === 'string') {
      if (values.includes(option)) labels.push(option);
    } else if (option.items) {
      option.items.forEach(visit);
    } else if (option.value !== undefined && values.includes(option.value)) {
      labels.push(typeof option.label === 'string' ? option.label : option.value);
    }
  };
  ((data ?? []) as readonly Option[]).forEach(visit);
  return labels;
}

/** Mantine's closed pick list chevron (Combobox.Chevron), drawn without the Combobox styles. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      aria-hidden
      style={{ width: 18, height: 18, color: 'var(--mantine-color-gray-6)' }}
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

interface PickListProps {
  data?: ComboboxData;
  value?: string | string[] | null;
  defaultValue?: string | string[] | null;
}

function chosenValues(props: StandInProps): string[] {
  const { value, defaultValue } = props as PickListProps;
  const chosen = value === undefined ? defaultValue : value;
  if (chosen === null || chosen === undefined) return [];
  return Array.isArray(chosen) ? chosen : [chosen];
}

export const selectStandIn: StandIn = {
  Component: (props) => (
    <FieldStandIn
      props={props}
      shown={labelsOf((props as PickListProps).data, chosenValues(props))[0] ?? ''}
      rightSection={<Chevron />}
      pickList
    />
  ),
  // One that is searched by typing turns into the real one as soon as it has loaded: no letter is lost.
  untilOpened: (props) => props['searchable'] !== true,
  sameId: true,
};

export const multiSelectStandIn: StandIn = {
  Component: (props) => (
    <FieldStandIn
      props={props}
      shown={labelsOf((props as PickListProps).data, chosenValues(props)).join(', ')}
      pickList
    />
  ),
  sameId: true,
};

export const numberInputStandIn: StandIn = {
  Component: (props) => {
    const { value, defaultValue } = props as { value?: number | string; defaultValue?: number | string };
    return <FieldStandIn props={props} shown={String(value ?? defaultValue ?? '')} />;
  },
  sameId: true,
};

interface MenuTargetChildProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  autoFocus?: boolean;
}

/** A menu stays its button until a click opens it: a list of many stacks mounts no menu at first. */
export const menuStandIn: StandIn = {
  Component: ({ children }) => <>{children as ReactNode}</>,
  untilOpened: () => true,
  opened: (props) => ({ ...props, defaultOpened: true }),
};

export const menuTargetStandIn: StandIn = {
  Component: ({ children, standIn }) => {
    if (!isValidElement(children)) return (children as ReactNode) ?? null;
    const button = children as ReactElement<MenuTargetChildProps>;
    return cloneElement(button, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onFocus: (event) => {
        button.props.onFocus?.(event);
        standIn.load();
      },
      onClick: (event) => {
        button.props.onClick?.(event);
        standIn.open();
      },
    } as MenuTargetChildProps);
  },
  // The button is a new one: it takes the focus, so that closing the menu gives it back there.
  opened: (props) => ({
    ...props,
    children: isValidElement(props['children'])
      ? cloneElement(props['children'] as ReactElement<MenuTargetChildProps>, { autoFocus: true })
      : props['children'],
  }),
};

/** The parts of a closed menu that show nothing (its dropdown and what is in it). */
export const hiddenUntilLoaded: StandIn = { Component: () => null };

/** A scroll area: a box that scrolls natively, with the area's size and spacing. */
export const scrollAreaStandIn: StandIn = {
  Component: (props) => {
    const { styleProps } = extractStyleProps(props);
    const { className, style, children } = props as {
      className?: string;
      style?: CSSProperties;
      children?: ReactNode;
    };
    return (
      <Box {...styleProps} className={className} style={{ overflow: 'auto', ...style }}>
        {children}
      </Box>
    );
  },
};
