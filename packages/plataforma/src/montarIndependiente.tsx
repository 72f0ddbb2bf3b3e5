import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarDiagnostico, type RutasRemoto } from '@cartera/plataforma';
import { AplicacionIndependiente } from './AplicacionIndependiente';
import type { NombreRemoto } from './pantallas';

/**
 * The start of a remote opened on its own (development; its `src/bootstrap.tsx`): diagnostics, then its routes in
 * `#root` with their own sign-in. Inside the portal the shell loads `./routes` and never calls this.
 */
export function montarIndependiente(nombre: NombreRemoto, rutas: RutasRemoto): void {
  instalarDiagnostico();
  const contenedor = document.getElementById('root');
  if (!contenedor) throw new Error('Falta el elemento #root');
  createRoot(contenedor).render(
    <StrictMode>
      <AplicacionIndependiente nombre={nombre} rutas={rutas} />
    </StrictMode>,
  );
}
