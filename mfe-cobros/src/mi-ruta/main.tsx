// Entry of the light page /mi-ruta (docs/decisiones/mi-ruta.md): its own React, no Module Federation, no antd.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { alTerminarLaSesion, leerSesion } from './conexion';
import { MiRuta } from './MiRuta';
import { sesionTerminada, volverTrasEntrar } from './salir';
import { registrarTrabajador } from './trabajador';
import './mi-ruta.css';

const sesion = leerSesion();
if (!sesion) {
  // After the sign-in, back here (shell/public/entrar.js, `CLAVE_VOLVER`).
  volverTrasEntrar();
  location.replace('/login');
} else {
  registrarTrabajador();
  // The renewal session ended (12 h, another password, closed by the office): sign in again; the queue stays.
  alTerminarLaSesion(() => void sesionTerminada(sesion.usuario._id, sesion.usuario.rol === 'cobrador'));
  const contenedor = document.getElementById('root');
  if (!contenedor) throw new Error('Falta el elemento #root');
  createRoot(contenedor).render(
    <StrictMode>
      <MiRuta sesion={sesion} />
    </StrictMode>,
  );
}
