import { BrowserRouter } from 'react-router-dom';
import { Confirmaciones, ProveedorCartera, RegistroRutas, Toaster } from '@cartera/plataforma';
import { Rutas } from './Rutas';
import { cargarRutasRemoto, descargarRemoto } from './remotos/remotos';

export function App() {
  return (
    <ProveedorCartera>
      <BrowserRouter>
        <RegistroRutas />
        <Rutas cargarRemoto={cargarRutasRemoto} descargarRemoto={descargarRemoto} />
        <Toaster />
        <Confirmaciones />
      </BrowserRouter>
    </ProveedorCartera>
  );
}
