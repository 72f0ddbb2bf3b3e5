import { BrowserRouter } from 'react-router-dom';
import { DiagnosticoOverlay, ProveedorCartera, RegistroRutas, Toaster } from '@cartera/plataforma';
import { Rutas } from './Rutas';
import { cargarRutasRemoto, descargarRemoto } from './remotos/remotos';

export function App() {
  return (
    <ProveedorCartera>
      <BrowserRouter>
        <RegistroRutas />
        <Rutas cargarRemoto={cargarRutasRemoto} descargarRemoto={descargarRemoto} />
        <Toaster />
        <DiagnosticoOverlay />
      </BrowserRouter>
    </ProveedorCartera>
  );
}
