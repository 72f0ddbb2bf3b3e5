// Component tests of the plan screen (plan/PlanPage.test.tsx, plan/PlanPageLibro.test.tsx): a loan with four
// instalments, two of them paid, its notifications and a server that answers them, the screen rendered at its route,
// a collector's visit, and the rows and buttons of an instalment.
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { GestionJson } from '@cartera/dominio';
import { crearCuota, crearPlan, crearPrestamo } from './datos';
import { crearServidor, ok, type Manejador } from './servidor';
import PlanPage from '../../plan/PlanPage';

export const prestamo = crearPrestamo({
  cliente: { _id: 'c1', nombre: 'María Gómez', cedula: '00112345678', telefono: '3001234567' },
});
export const ruta = `prestamos/${prestamo._id}`;
export const notificaciones = [
  {
    _id: 'n2',
    titulo: 'Pago aplicado',
    categoria: 'pago',
    mensaje: 'Pago de $ 75.000 a la cuota 2',
    createdAt: '2026-11-20T15:00:00.000Z',
  },
  {
    _id: 'n1',
    titulo: 'Plan generado',
    categoria: 'plan',
    mensaje: 'Plan de 4 cuotas',
    createdAt: '2026-11-01T15:00:00.000Z',
  },
];
export const cuotas = [
  crearCuota(1, { montoPagado: 275_000, saldoRestante: 0, estado: 'pagada', fechaPago: '2026-11-08' }),
  crearCuota(2, { montoPagado: 75_000, saldoRestante: 200_000, estado: 'parcial', fechaPago: '2026-11-20' }),
  crearCuota(3),
  crearCuota(4),
];
export const planConPagos = crearPlan({ ...prestamo, saldoPendiente: 750_000 }, cuotas);

export function servidorPlan(extra: Record<string, Manejador> = {}) {
  return crearServidor({
    [`GET /${ruta}/plan`]: ok(planConPagos),
    [`GET /${ruta}/notificaciones`]: ok(notificaciones),
    ...extra,
  });
}

export function renderizar(id: string = prestamo._id) {
  return render(
    <MemoryRouter initialEntries={[`/prestamos/${id}/plan`]}>
      <Routes>
        <Route path="/prestamos/:id/plan" element={<PlanPage />} />
        <Route path="/prestamos" element={<p>Lista de préstamos</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A collector's visit to this loan (Mi Ruta) on `fecha`; without a promise or a note unless `cambios` brings them. */
export function visita(_id: string, fecha: string, cambios: Partial<GestionJson>): GestionJson {
  return {
    _id,
    prestamo: { _id: prestamo._id, numero: 7 },
    cliente: { _id: 'c1', nombre: 'María Gómez' },
    cobrador: { _id: 'u3', nombre: 'Carlos Cobrador' },
    fecha,
    resultado: 'no_estaba',
    fechaPromesa: null,
    montoPromesa: null,
    estadoPromesa: null,
    nota: null,
    ubicacion: null,
    createdAt: `${fecha}T15:00:00.000Z`,
    ...cambios,
  };
}

export const fila = (numero: number): HTMLElement => {
  const filaCuota = document.querySelector(`tr[data-row-key="cuota-${numero}"]`);
  if (!(filaCuota instanceof HTMLElement)) throw new Error(`No hay fila para la cuota ${numero}`);
  return filaCuota;
};
export const botones = (numero: number) =>
  Array.from(fila(numero).querySelectorAll('button')).map((b) => b.textContent?.trim());
