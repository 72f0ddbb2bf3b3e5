import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { formatearCOP, validarMotivo, type Aprobacion } from '@cartera/dominio';
import { userEvent } from '../../../packages/plataforma/test/usuario';
import { boton, hayBoton } from '../prestamos/pruebas/consultas';
import {
  crearServidor,
  iniciarSesionComo,
  mensajesToast,
  ok,
  prepararCadaPrueba,
  type Llamada,
} from '../prestamos/pruebas/servidor';
import { AprobacionesPendientes } from './AprobacionesPendientes';
import { responderConfirmacion } from '../../../packages/plataforma/test/confirmacion';
import { buscarTambienOcultos } from '../../../packages/plataforma/test/ocultos';

// antd screens are heavy for jsdom: role queries skip the visibility check.
buscarTambienOcultos();

/** The signed-in user of iniciarSesionComo. */
const YO = '00000000-0000-4000-8000-000000000001';

function crearAprobacion(cambios: Partial<Aprobacion>): Aprobacion {
  return {
    _id: 'a1',
    tipo: 'condonacion',
    estado: 'pendiente',
    prestamo: { _id: 'p1', numero: 12 },
    cliente: { _id: 'c1', nombre: 'María Gómez' },
    monto: 600_000,
    motivo: 'Calamidad doméstica',
    aplicarA: 'capital',
    montoRecibido: null,
    solicitante: { _id: 'g1', nombre: 'Gerardo Gerente' },
    solicitadoEn: '2026-11-20T15:00:00.000Z',
    resolutor: null,
    resueltoEn: null,
    motivoRechazo: null,
    ...cambios,
  };
}

const condonacion = crearAprobacion({});
const castigo = crearAprobacion({
  _id: 'a2',
  tipo: 'castigo',
  prestamo: { _id: 'p2', numero: 15 },
  cliente: { _id: 'c2', nombre: 'Pedro Ruiz' },
  monto: 1_200_000,
  motivo: 'Cliente inubicable',
  aplicarA: null,
  solicitadoEn: '2026-11-21T15:00:00.000Z',
});

/** GET aprobaciones: the pending ones of the kind asked. */
function porTipo(pendientes: Aprobacion[]) {
  return (llamada: Llamada) => {
    const data = pendientes.filter((a) => a.tipo === llamada.parametros.get('tipo'));
    return ok(data, { meta: { total: data.length, page: 1, limit: 100, totalPages: 1 } });
  };
}

const fila = (texto: string): HTMLElement => {
  const celda = screen.getByText(texto).closest('tr');
  if (!celda) throw new Error(`No hay fila para ${texto}`);
  return celda;
};

function renderizar(alCambiar = jest.fn()) {
  render(
    <MemoryRouter>
      <AprobacionesPendientes alCambiar={alCambiar} />
    </MemoryRouter>,
  );
  return alCambiar;
}

describe('AprobacionesPendientes', () => {
  prepararCadaPrueba();

  it('un administrador aprueba una condonación pendiente: confirma, la API la aplica con su clave y el contador se recalcula', async () => {
    let pendientes = [condonacion, castigo];
    const servidor = crearServidor({
      'GET /aprobaciones': (llamada) => porTipo(pendientes)(llamada),
      'PATCH /aprobaciones/a1/aprobar': () => {
        pendientes = [castigo];
        return ok(
          { ...condonacion, estado: 'aprobada' },
          { message: 'Condonación aprobada: el saldo quedó condonado' },
        );
      },
    });
    const alCambiar = renderizar();

    const region = await screen.findByRole('region', { name: 'Operaciones de dinero por aprobar' });
    await within(region).findByText('María Gómez');
    // Oldest first, with what was asked and by whom.
    expect(Array.from(region.querySelectorAll('tr.ant-table-row')).map((f) => f.textContent)).toEqual([
      expect.stringContaining(
        `Condonación#12María Gómez${formatearCOP(600_000)}Calamidad domésticaPrimero el capitalGerardo Gerente`,
      ),
      expect.stringContaining(`Castigo#15Pedro Ruiz${formatearCOP(1_200_000)}Cliente inubicable`),
    ]);
    expect(servidor.de('GET /aprobaciones').map((l) => l.parametros.get('estado'))).toEqual([
      'pendiente',
      'pendiente',
      'pendiente',
      'pendiente',
    ]);

    await userEvent.click(boton(fila('María Gómez'), 'Aprobar condonación del préstamo #12'));
    expect(await responderConfirmacion('Aprobar')).toContain(
      `¿Aprobar la condonación de ${formatearCOP(600_000)} del préstamo #12`,
    );
    await waitFor(() => expect(mensajesToast()).toContain('Condonación aprobada: el saldo quedó condonado'));
    const [aprobacion] = servidor.de('PATCH /aprobaciones/a1/aprobar');
    expect(aprobacion.cabeceras.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByText('María Gómez')).not.toBeInTheDocument());
    expect(alCambiar).toHaveBeenCalled();
  });

  it('rechazar pide el motivo con las palabras de la API y lo envía', async () => {
    const servidor = crearServidor({
      'GET /aprobaciones': porTipo([castigo]),
      'PATCH /aprobaciones/a2/rechazar': ok(
        { ...castigo, estado: 'rechazada', motivoRechazo: 'Responde el codeudor' },
        { message: 'Castigo rechazado: el préstamo sigue como estaba' },
      ),
    });
    renderizar();

    await screen.findByText('Pedro Ruiz');
    await userEvent.click(boton(fila('Pedro Ruiz'), 'Rechazar castigo del préstamo #15'));
    const dialogo = await screen.findByRole('dialog');
    expect(within(dialogo).getByText('Rechazar castigo')).toBeInTheDocument();
    await userEvent.click(boton(dialogo, 'Rechazar'));
    expect(await within(dialogo).findByText(validarMotivo('') as string)).toBeInTheDocument();
    expect(servidor.de('PATCH /aprobaciones/a2/rechazar')).toHaveLength(0);

    fireEvent.change(within(dialogo).getByLabelText('Motivo del rechazo'), {
      target: { value: 'Responde el codeudor' },
    });
    await userEvent.click(boton(dialogo, 'Rechazar'));
    expect(await responderConfirmacion('Confirmar')).toContain('Pedro Ruiz');
    await waitFor(() => expect(servidor.de('PATCH /aprobaciones/a2/rechazar')).toHaveLength(1));
    expect(servidor.de('PATCH /aprobaciones/a2/rechazar')[0].cuerpo).toEqual({
      motivo: 'Responde el codeudor',
    });
    await waitFor(() =>
      expect(mensajesToast()).toContain('Castigo rechazado: el préstamo sigue como estaba'),
    );
  });

  it('un gerente ve lo que espera sin poder resolverlo; lo propio espera a otra persona', async () => {
    iniciarSesionComo('gerente');
    const propia = crearAprobacion({
      _id: 'a3',
      cliente: { _id: 'c3', nombre: 'Lucía Torres' },
      solicitante: { _id: YO, nombre: 'Ana Admin' },
    });
    crearServidor({ 'GET /aprobaciones': porTipo([condonacion, propia]) });
    renderizar();

    await screen.findByText('María Gómez');
    expect(hayBoton(fila('María Gómez'), /Aprobar/)).toBe(false);
    expect(fila('María Gómez')).toHaveTextContent('Espera a un administrador');
    expect(fila('Lucía Torres')).toHaveTextContent('Espera a otra persona: usted lo pidió');
  });

  it('un reenganche con dinero nuevo y una liquidación con descuento se leen en palabras y se aprueban igual', async () => {
    const reenganche = crearAprobacion({
      _id: 'a4',
      tipo: 'reenganche',
      cliente: { _id: 'c4', nombre: 'Rosa Peña' },
      monto: 20_000_000,
      motivo: 'Reenganche del préstamo #12 con dinero nuevo',
      aplicarA: null,
    });
    const liquidacion = crearAprobacion({
      _id: 'a5',
      tipo: 'liquidacion',
      prestamo: { _id: 'p5', numero: 18 },
      cliente: { _id: 'c5', nombre: 'Jorge Díaz' },
      monto: 19_716_050,
      motivo: 'Acuerdo de pago',
      aplicarA: null,
      montoRecibido: 1_000,
      solicitadoEn: '2026-11-21T15:00:00.000Z',
    });
    crearServidor({
      'GET /aprobaciones': porTipo([reenganche, liquidacion]),
      'PATCH /aprobaciones/a4/aprobar': () =>
        ok(
          { ...reenganche, estado: 'aprobada' },
          { message: 'Reenganche aprobado: el préstamo nuevo quedó desembolsado' },
        ),
    });
    renderizar();

    await screen.findByText('Rosa Peña');
    expect(fila('Rosa Peña').textContent).toContain(
      `Reenganche con dinero nuevo#12Rosa Peña${formatearCOP(20_000_000)}`,
    );
    expect(fila('Jorge Díaz').textContent).toContain(
      `Liquidación con descuento#18Jorge Díaz${formatearCOP(19_716_050)}Acuerdo de pagoRecibe ${formatearCOP(1_000)}; el resto se condona`,
    );
    await userEvent.click(boton(fila('Rosa Peña'), 'Aprobar reenganche con dinero nuevo del préstamo #12'));
    expect(await responderConfirmacion('Aprobar')).toContain(
      `¿Aprobar el reenganche con ${formatearCOP(20_000_000)} de dinero nuevo del préstamo #12`,
    );
    await waitFor(() =>
      expect(mensajesToast()).toContain('Reenganche aprobado: el préstamo nuevo quedó desembolsado'),
    );
  });

  it('sin nada pendiente lo dice', async () => {
    crearServidor({ 'GET /aprobaciones': porTipo([]) });
    renderizar();
    expect(
      await screen.findByText(
        'No hay condonaciones, castigos, reenganches ni liquidaciones esperando aprobación.',
      ),
    ).toBeInTheDocument();
  });
});
