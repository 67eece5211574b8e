// The one place that loads Mantine's styles: the shell and every remote render inside this provider.
import '../mantine-styles';
import '../focus.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { LERNSTAPEL_CSS_VARIABLES, LERNSTAPEL_THEME } from '../theme';

export interface LernstapelProviderProps {
  children: ReactNode;
}

export function LernstapelProvider({ children }: LernstapelProviderProps) {
  return (
    <MantineProvider
      theme={LERNSTAPEL_THEME}
      cssVariablesResolver={LERNSTAPEL_CSS_VARIABLES}
      defaultColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
