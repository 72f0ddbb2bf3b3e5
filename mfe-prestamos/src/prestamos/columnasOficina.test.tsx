import { render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import type { Prestamo } from '@cartera/dominio';
import { columnasPrestamos, type AccionesPrestamo } from './columnasPrestamos';
import { crearPrestamo } from './pruebas/datos';

const NORTE = { _id: 'a0000000-0000-4000-8000-000000000002', nombre: 'Oficina Norte' };
const nada = () => undefined;
const acciones: AccionesPrestamo = {
  rol: 'admin',
  ocupado: null,
  plan: nada,
  aprobar: nada,
  rechazar: nada,
  editar: nada,
  marcarPagado: nada,
  reenganche: nada,
  cancelar: nada,
};

function pintar(variasOficinas: boolean) {
  render(
    <Table<Prestamo>
      rowKey="_id"
      columns={columnasPrestamos({ ...acciones, variasOficinas })}
      dataSource={[crearPrestamo({ oficina: NORTE })]}
      pagination={false}
    />,
  );
  return screen.getAllByRole('columnheader').map((th) => th.textContent);
}

describe('la oficina en la lista de préstamos', () => {
  it('con varias oficinas, cada préstamo dice la suya junto a su cliente', () => {
    const encabezados = pintar(true);
    expect(encabezados.slice(0, 2)).toEqual(['Cliente', 'Oficina']);
    expect(within(screen.getAllByRole('row')[1]).getByText('Oficina Norte')).toBeInTheDocument();
  });

  it('con una sola oficina no hay columna', () => {
    expect(pintar(false)).not.toContain('Oficina');
  });
});
