import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarDiagnostico } from '@cartera/plataforma';
import { App } from './App';
import { prepararRemotos } from './remotos/remotos';

instalarDiagnostico();
// Start reading remotes.json now; the first visit to a remote's path waits for it.
prepararRemotos().catch(() => undefined);

const contenedor = document.getElementById('root');
if (!contenedor) throw new Error('Falta el elemento #root');
createRoot(contenedor).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
