// The movement form of Flujo de Caja opened in a component test: what it sends on each submit and a way to fill the
// fields by their label and press «Registrar». Used by the tests beside it.
import { render, screen, within } from '@testing-library/react';
import type { DatosMovimientoCaja, MovimientoCaja } from '@cartera/dominio';
import { escribir, userEvent } from '../../../packages/plataforma/test/usuario';
import { MovimientoFormModal } from './MovimientoFormModal';

/** A saved expense with its supplier, to open the form in edit mode. */
export const egresoGuardado: MovimientoCaja = {
  _id: 'm1',
  fecha: '2026-11-20',
  tipo: 'egreso',
  categoria: 'gastos',
  concepto: 'Resmas de papel',
  monto: 45000,
  entrega: null,
  proveedor: { nombre: 'Papelería El Centro', nit: '890903938-8' },
  registradoPor: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

/** Opens the form for `movimiento` (null: a new one). */
export function abrirMovimiento(movimiento: MovimientoCaja | null) {
  const enviados: DatosMovimientoCaja[] = [];
  const guardar = jest.fn(async (datos: DatosMovimientoCaja) => {
    enviados.push(datos);
  });
  render(<MovimientoFormModal movimiento={movimiento} guardar={guardar} alCerrar={() => {}} alGuardar={() => {}} />);
  const modal = within(screen.getByRole('dialog'));
  /** Escribe cada campo por su etiqueta y pulsa «Registrar». */
  const registrar = async (campos: Record<string, string> = {}) => {
    for (const [etiqueta, texto] of Object.entries(campos)) await escribir(modal.getByLabelText(etiqueta), texto);
    await userEvent.click(modal.getByRole('button', { name: 'Registrar' }));
  };
  return { enviados, guardar, modal, registrar };
}
