import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useRowCheckboxLabels();
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
};
