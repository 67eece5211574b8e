// The one place that loads Mantine's styles: the shell and every remote render inside this provider.
import '../mantine-styles';
import '../theme-variables.css';
import '../focus.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LERNSTAPEL_THEME } from '../theme';

export interface LernstapelProviderProps {
  children: ReactNode;
}

export function LernstapelProvider({ children }: LernstapelProviderProps) {
  return (
    // The theme's variables come as a stylesheet (../theme-variables.css): computing them costs every page
    // load about 20 ms of a phone's main thread (issue 27).
    <MantineProvider theme={LERNSTAPEL_THEME} withCssVariables={false} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
