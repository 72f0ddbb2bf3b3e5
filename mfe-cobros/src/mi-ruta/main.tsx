// Entry of the light page /mi-ruta (docs/decisiones/mi-ruta.md): its own React, no Module Federation, no antd.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { leerSesion } from './api';
import { MiRuta } from './MiRuta';
import { registrarTrabajador } from './trabajador';
import './mi-ruta.css';

const sesion = leerSesion();
if (!sesion) {
  location.replace('/login');
} else {
  registrarTrabajador();
  const contenedor = document.getElementById('root');
  if (!contenedor) throw new Error('Falta el elemento #root');
  createRoot(contenedor).render(
    <StrictMode>
      <MiRuta sesion={sesion} />
    </StrictMode>,
  );
}
