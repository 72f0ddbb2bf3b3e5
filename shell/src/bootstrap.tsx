import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { instalarDiagnostico, mostrarAvisoPendiente } from '@cartera/plataforma';
import { App } from './App';
import { recordarTrasElPrimerPintado } from './arranque/archivosDeArranque';
import { adelantarVerificacion } from './auth/useVerificarSesion';
import { cargarRutasRemoto, prepararRemotos } from './remotos/remotos';
import { precargarPantalla } from './Rutas';

instalarDiagnostico();
// The stored session's check leaves now, not after React's first render: the layout waits for its answer.
adelantarVerificacion();
// '¡Bienvenido, …!' when the portal starts right after the sign-in page (shell/public/entrar.js).
mostrarAvisoPendiente();
// What this start needed, for the sign-in page to download it ahead next time.
recordarTrasElPrimerPintado();
// Start reading remotes.json now; the first visit to a remote's path waits for it.
prepararRemotos().catch(() => undefined);
// The code of the screen asked for (on /login, the dashboard's) downloads while the session is checked and React
// mounts the frame.
precargarPantalla(location.pathname, cargarRutasRemoto);

const contenedor = document.getElementById('root');
if (!contenedor) throw new Error('Falta el elemento #root');
const raiz = createRoot(contenedor);
// As a transition React renders the first screen in slices and yields to the browser between them, instead of one
// long task (Lighthouse's total blocking time).
startTransition(() => {
  raiz.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
