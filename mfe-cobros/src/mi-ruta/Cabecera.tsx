// The page's header: title, who is signed in and the day, a way back to the portal and «Salir».
import { formatearFecha } from '@cartera/dominio';

export function Cabecera({
  nombre,
  fecha,
  onSalir,
}: {
  nombre: string;
  fecha: string | null;
  onSalir: () => void;
}) {
  return (
    <header className="mr-cabecera">
      <div>
        <h1>Mi Ruta</h1>
        <p className="mr-sub">
          {nombre}
          {fecha ? ` · ${formatearFecha(fecha)}` : ''}
        </p>
      </div>
      <div className="mr-acciones-cabecera">
        <a className="mr-boton mr-boton-sec" href="/dashboard">
          Portal
        </a>
        <button type="button" className="mr-boton mr-boton-sec" onClick={onSalir}>
          Salir
        </button>
      </div>
    </header>
  );
}
