import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleMenu } from './ConsoleMenu';
import { NamedSpinners } from './NamedSpinners';
import { useRowCheckboxLabels } from './useRowCheckboxLabels';

export const ConsoleLayout = ({ children }: { children: ReactNode }) => {
  useRowCheckboxLabels();
  return (
    <NamedSpinners>
      <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
        {children}
      </Layout>
    </NamedSpinners>
  );
};
