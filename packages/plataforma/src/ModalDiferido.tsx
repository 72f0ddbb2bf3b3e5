import { Suspense, type ReactNode } from 'react';
import { Spin } from 'antd';

/**
 * Where a screen renders a modal whose code loads on first open (`lazy`): the screen does not download the form,
 * its fields and the modal before anyone asks for them (issue 14). While the code arrives (only the first time, on a
 * slow link) a full-screen spinner says something is happening.
 */
export function ModalDiferido({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin fullscreen aria-label="Abriendo" />}>{children}</Suspense>;
}
