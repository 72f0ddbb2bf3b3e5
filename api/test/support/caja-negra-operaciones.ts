// Cómo la prueba de caja negra del núcleo de dinero (nucleo-dinero.propiedades.e2e-spec.ts) hace cada operación al azar
// por la API —quién, sobre qué préstamo, por cuánto— y lo que cada respuesta cambia en su modelo de la custodia.
import { sumarDias } from '@cartera/dominio';
import { semanalDesde } from './fabricas-cartera';
import { type CajaNegra, exito, sinError } from './caja-negra';
import {
  AMORTIZACIONES,
  COBRADORES,
  type Cobrador,
  OFICINA,
  type Operacion,
  UMBRALES,
} from './operaciones-dinero';

/** Una operación de la secuencia: o se aplica, o una regla la rechaza con un 4xx (nunca un 5xx). */

export async function aplicar(
  caja: CajaNegra,
  op: Operacion,
  prestamos: string[],
  clientes: Array<{ id: string; cobrador: Cobrador }>,
): Promise<void> {
  const { pedir, todas, ids, hoy, cuentaNequi, cobrosEnPoder, gastos } = caja;
  const { cobrosConocidos, registrarCobrosNuevos, cobroBorrado, cobrosDe, enPoderModelo } = caja;
  const quien = (indice: number) =>
    (['gerente', 'gerente2', 'admin', 'cobrador1', 'cobrador2'] as const)[indice % 5];
  const oficina = (indice: number) => OFICINA[indice % OFICINA.length];
  const elegido = 'prestamo' in op ? prestamos[op.prestamo % prestamos.length] : '';
  const detalle = elegido
    ? exito(await pedir('admin', 'GET', `/api/prestamos/${elegido}`), 'préstamo')
    : null;
  const saldo = detalle ? Number(detalle.saldoPendiente) : 0;
  const cobradorDel = detalle ? COBRADORES.find((c) => ids.get(c) === detalle.cobrador?._id) : undefined;
  /** Una acción de la oficina (`actor`) sobre el préstamo elegido: POST /api/prestamos/:id/<accion>. */
  const enElPrestamo = (actor: number, accion: string, cuerpo: Record<string, unknown>) =>
    pedir(oficina(actor), 'POST', `/api/prestamos/${elegido}/${accion}`, cuerpo);
  switch (op.tipo) {
    case 'desembolso': {
      const cliente = clientes[op.cliente % clientes.length];
      const fecha = sumarDias(hoy, -op.diasAtras);
      const r = await pedir(quien(op.actor), 'POST', '/api/prestamos', {
        cliente: cliente.id,
        monto: op.monto * 50_000,
        ...semanalDesde(fecha),
        tipoAmortizacion: AMORTIZACIONES[op.amortizacion],
      });
      sinError(r, 'desembolso');
      return;
    }
    case 'cobro': {
      if (saldo <= 0) return;
      const monto = Math.max(1, Math.round(saldo * op.fraccion));
      const por = quien(op.actor);
      const esCobrador = por === 'cobrador1' || por === 'cobrador2';
      const cuerpo: Record<string, unknown> = {
        prestamo: elegido,
        monto,
        fecha: sumarDias(hoy, -op.diasAtras),
      };
      if (op.transferencia && !esCobrador)
        Object.assign(cuerpo, { medio: 'transferencia', cuenta: cuentaNequi, referencia: `T-${monto}` });
      else if (!esCobrador && op.aNombre && cobradorDel)
        Object.assign(cuerpo, { cobrador: ids.get(cobradorDel), enPoderDe: ids.get(cobradorDel) });
      sinError(
        await pedir(esCobrador && cobradorDel ? cobradorDel : por, 'POST', '/api/cobros', cuerpo),
        'cobro',
      );
      return;
    }
    case 'pagarCuota': {
      const por = quien(op.actor);
      const esCobrador = por === 'cobrador1' || por === 'cobrador2';
      sinError(
        await pedir(
          esCobrador && cobradorDel ? cobradorDel : por,
          'PATCH',
          `/api/prestamos/${elegido}/plan/cuota/${op.numero}/pagar`,
          {
            monto: Math.max(1, Math.round(Math.min(saldo, 300_000) * op.fraccion)),
            fecha: hoy,
          },
        ),
        'pagar cuota',
      );
      return;
    }
    case 'liquidar':
    case 'condonar': {
      if (saldo <= 0) return;
      // Una parte del saldo: lo que se recibe al liquidar con descuento, o lo que se perdona.
      const monto = Math.max(1, Math.round(saldo * op.fraccion));
      const cuerpo =
        op.tipo === 'liquidar'
          ? { montoRecibido: monto, motivo: 'Pago anticipado' }
          : { monto, motivo: 'Acuerdo de pago' };
      sinError(await enElPrestamo(op.actor, op.tipo, cuerpo), op.tipo);
      return;
    }
    case 'castigar':
      sinError(await enElPrestamo(op.actor, 'castigar', { motivo: 'Incobrable' }), 'castigar');
      return;
    case 'recuperar':
      if (detalle?.estado !== 'castigado') return;
      sinError(
        await pedir(oficina(op.actor), 'POST', '/api/cobros', {
          prestamo: elegido,
          monto: 20_000,
          fecha: hoy,
        }),
        'recuperar',
      );
      return;
    case 'borrarCobro': {
      const [cobro] = await cobrosDe(elegido);
      if (!cobro) return;
      if (sinError(await pedir(oficina(op.actor), 'DELETE', `/api/cobros/${cobro._id}`), 'borrar cobro'))
        cobroBorrado(cobro._id);
      return;
    }
    case 'anular':
      sinError(await enElPrestamo(op.actor, 'anular', { motivo: 'Error de registro' }), 'anular');
      return;
    case 'corregir': {
      // El último cobro pasa al préstamo de otro cliente: quien tiene el efectivo no cambia.
      const [cobro] = await cobrosDe(elegido);
      if (!cobro) return;
      const destino = prestamos.find((p) => p !== elegido);
      if (!destino) return;
      const r = await pedir(oficina(op.actor), 'POST', `/api/cobros/${cobro._id}/corregir-prestamo`, {
        prestamo: destino,
        motivo: 'Préstamo equivocado',
      });
      if (sinError(r, 'corregir') && r.body.data._id !== cobro._id) {
        // Si el cobro cambia de id, el nuevo hereda lo que el modelo sabía del anterior.
        const antes = cobrosEnPoder.get(cobro._id);
        cobrosConocidos.add(r.body.data._id);
        if (antes) cobrosEnPoder.set(r.body.data._id, antes);
        cobrosEnPoder.delete(cobro._id);
      }
      return;
    }
    case 'reenganche': {
      const r = await enElPrestamo(op.actor, 'reenganche', {
        cuotas: 4,
        interes: 10,
        modalidad: 'semanal',
        tipoAmortizacion: 'amortizable',
        montoAdicional: op.monto * 100_000,
        confirmarUsura: true,
      });
      sinError(r, 'reenganche');
      return;
    }
    case 'gasto': {
      const cobrador = COBRADORES[op.cobrador];
      const monto = Math.max(1_000, Math.round(15_000 * op.fraccion));
      const r = await pedir(cobrador, 'POST', '/api/caja/gastos', {
        fecha: hoy,
        categoria: 'transporte',
        monto,
        concepto: 'Bus',
      });
      if (sinError(r, 'gasto') && r.body.data.estado === 'aceptado')
        gastos.set(r.body.data._id, { cobrador, monto, estado: 'libre', entrega: null });
      return;
    }
    case 'entregar': {
      const cobrador = COBRADORES[op.cobrador];
      await registrarCobrosNuevos();
      const esperado = enPoderModelo(cobrador, ['libre']);
      const r = await pedir(cobrador, 'POST', '/api/caja/entregas', {
        montoEntregado: Math.max(0, Math.round(esperado * op.fraccion)),
      });
      if (!sinError(r, 'entregar')) return;
      const entrega = r.body.data;
      expect({ entrega: 'esperado', cobrador, monto: entrega.esperado }).toEqual({
        entrega: 'esperado',
        cobrador,
        monto: esperado,
      });
      for (const item of [...cobrosEnPoder.values(), ...gastos.values()])
        if (item.cobrador === cobrador && item.estado === 'libre')
          Object.assign(item, { estado: 'entrega', entrega: entrega._id });
      return;
    }
    case 'confirmar': {
      const [entrega] = await todas('admin', '/api/caja/entregas?estado=pendiente');
      if (!entrega) return;
      const r = await pedir(oficina(op.actor), 'PATCH', `/api/caja/entregas/${entrega._id}/confirmar`, {
        montoRecibido: Math.round(entrega.montoEntregado * op.fraccion),
      });
      if (!sinError(r, 'confirmar')) return;
      for (const item of [...cobrosEnPoder.values(), ...gastos.values()])
        if (item.entrega === entrega._id) item.estado = 'entregado';
      return;
    }
    case 'barrido':
      exito(await pedir('admin', 'POST', '/api/sistema/barrido'), 'barrido');
      return;
    case 'pedazos': {
      const gerente = op.actor === 0 ? 'gerente' : 'gerente2';
      for (let i = 0; i < op.partes; i++) {
        if (op.clase === 'desembolso') {
          const cliente = clientes[op.cliente % clientes.length];
          const r = await pedir(gerente, 'POST', '/api/prestamos', {
            cliente: cliente.id,
            monto: Math.round(UMBRALES.prestamoGerente * 0.9),
            ...semanalDesde(hoy),
          });
          sinError(r, 'pedazo de desembolso');
        } else if (saldo > 0) {
          const r = await pedir(gerente, 'POST', `/api/prestamos/${elegido}/condonar`, {
            monto: Math.min(saldo, Math.round(UMBRALES.condonacion * 0.9)),
            motivo: 'Acuerdo de pago',
          });
          sinError(r, 'pedazo de condonación');
        }
      }
      return;
    }
    case 'aprobar': {
      const pendientes = await todas('admin', '/api/aprobaciones?estado=pendiente');
      const aprobacion = pendientes[op.indice % Math.max(1, pendientes.length)];
      if (!aprobacion) return;
      const quienAprueba = (['admin', 'gerente', 'gerente2'] as const)[op.actor];
      const r =
        aprobacion.tipo === 'prestamo'
          ? await pedir(quienAprueba, 'PATCH', `/api/prestamos/${aprobacion.prestamo._id}/aprobar`, {
              confirmarUsura: true,
            })
          : await pedir(quienAprueba, 'PATCH', `/api/aprobaciones/${aprobacion._id}/aprobar`, {});
      sinError(r, `aprobar ${aprobacion.tipo}`);
      return;
    }
  }
}
