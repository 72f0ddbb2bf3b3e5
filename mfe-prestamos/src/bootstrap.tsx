import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarDiagnostico } from '@cartera/plataforma';
import { AplicacionIndependiente } from '@cartera/plataforma/independiente';
import { rutas } from './routes';

// Only when this remote is opened on its own (development). Inside the portal the shell loads ./routes.
instalarDiagnostico();
const contenedor = document.getElementById('root');
if (!contenedor) throw new Error('Falta el elemento #root');
createRoot(contenedor).render(
  <StrictMode>
    <AplicacionIndependiente nombre="mfe_prestamos" rutas={rutas} />
  </StrictMode>,
);
