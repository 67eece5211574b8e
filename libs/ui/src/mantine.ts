// The Mantine components the apps use, re-exported: apps and remotes import them from @lernstapel/ui
// only (lint rule), and @lernstapel/ui is the shared singleton. So the portal ships one tree-shaken
// copy of exactly these components instead of the whole of @mantine/core (issue 15 §2). A component
// added here, or used by a component of this library, needs its stylesheet in ./mantine-styles.ts
// (checked by mantine-styles.spec.ts). Heavy
// ones are listed in ./heavy-parts.ts instead and load on first use (./lazy-parts.tsx).
export {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Code,
  Container,
  CopyButton,
  Divider,
  Group,
  Input,
  List,
  Loader,
  Modal,
  Notification,
  Paper,
  NativeSelect,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
export type { AlertProps } from '@mantine/core';
export { Menu, MultiSelect, NumberInput, Select } from './lazy-parts';
export { useDisclosure } from '@mantine/hooks';
