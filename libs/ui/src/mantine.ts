// The Mantine components the apps use, re-exported: apps and remotes import them from @lernstapel/ui
// only (lint rule), and @lernstapel/ui is the shared singleton. So the portal ships one tree-shaken
// copy of exactly these components instead of the whole of @mantine/core (issue 15 §2). A component
// added here, or used by a component of this library, needs its stylesheet in ./mantine-styles.ts
// (checked by mantine-styles.spec.ts). Heavy ones, and those only pages after a login use, are listed
// in ./heavy-parts.ts and ./dropdown-parts.ts instead and load with the logged-in areas or on first use (./lazy-parts.tsx).
export {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  CopyButton,
  Group,
  Input,
  List,
  Loader,
  Modal,
  Paper,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
export type { AlertProps } from '@mantine/core';
export { useDisclosure } from '@mantine/hooks';
