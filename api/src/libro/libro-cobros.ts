// Los cobros en el libro del préstamo: registrar (uno o la historia de un préstamo, en orden), una recuperación de un
// castigado y volver a aplicar un cobro corregido, cada uno con su asiento y comprobante. El recibo lo encola el paso
// de avisos del núcleo de dinero (docs/decisiones/nucleo-de-dinero.md), con los datos que estas funciones devuelven.
import {
  CODIGOS,
  cajaDeCobro,
  CAJA_OFICINA,
  centavosDeColumna,
  masCentavos,
  menosCentavos,
  moraEnPesosEnteros,
  pesosDe,
  repartirEvento,
  repartirMoraPrimero,
  sumaCentavos,
  type Centavos,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { cajaDelCobro } from '../mayor/contabilizar';
import type { CobroParaRecibo } from './libro.tipos';
import { aCentavos, aPesos } from '../common/dinero';
import { asentar, asientoDeMora, contabilizarAsentados, movimientosDeAsientos } from './libro-asientos';
import { repartosContables } from './libro-repartos';
import { aplicarResto, asegurarCobrable, asegurarDentroDelMaximo, cuotasPorCobrar } from './libro-aplicaciones';
import { consultasLibro } from './libro.consultas';
import { consultasPago } from './pago.consultas';
import {
  MENSAJES_LIBRO,
  type AplicacionRepartida,
  type Asiento,
  type CuotaPorCobrarLibro,
  type DatosCobroLibro,
  type LecturaPrestamo,
  type PrestamoBloqueado,
} from './libro.tipos';
import { estadoMora, guardarMora, moverMoraPendiente, tramoMora, type EstadoMora } from './mora';
import { uuidV7 } from '../common/uuid-v7';

export { interesesDeCobros, leerHistoriaImportada } from './libro-repartos';

/** Un cobro registrado: sus aplicaciones y, si el cliente recibe recibo de él, los datos del recibo. */
export interface CobroRegistrado {
  cobroId: string;
  aplicaciones: AplicacionRepartida[];
  /** Sin él, historia importada: el cliente no recibe hoy un recibo de lo que pagó antes del corte. */
  recibo: CobroParaRecibo | null;
}

/** Quién tiene el efectivo de un cobro nuevo (docs/decisiones/caja-de-cobradores.md). */
export function enPoderDe(datos: DatosCobroLibro): string | null | 'delCobradorSiLoRegistro' {
  if (datos.transferencia) return null; // entra a la cuenta de recaudo, nunca a un cobrador
  if (datos.enPoderDe) return datos.enPoderDe;
  // El cobrador que lo registró él mismo; lo que registra la oficina, aunque sea a su nombre, llegó a la oficina.
  return datos.cobradorId !== null && datos.registradoPor === datos.cobradorId ? 'delCobradorSiLoRegistro' : null;
}

/** Lo que registrarCobros decide antes de escribir: la mora causada entre cobro y cobro y el reparto de cada uno. */
export interface RepartoDeCobros {
  /** Lo recibido (`monto`, ya en centavos en DatosCobroLibro), su parte de mora y la que va a las cuotas. */
  registrados: Array<{ cobroId: string; monto: Centavos; mora: Centavos; aCuotas: Centavos; aplicaciones: AplicacionRepartida[] }>;
  /** Los asientos de mora causada, cada uno antes del cobro `antesDe`. */
  causaciones: Array<{ antesDe: number; asiento: Asiento }>;
  moraPorCuota: Map<string, number>;
  /** Pesos enteros (en centavos) causados por el préstamo. */
  moraCausada: number;
  /** Hasta qué día quedó causada la mora (el de la mora leída si no se causó nada). */
  causadoHasta: string | null;
}

/**
 * Los cobros en orden sin la base (los usan registrarCobros y la aplicación por lotes de una importación): la mora se
 * causa hasta la fecha de cada uno y lo recibido la paga primero; el resto va a las cuotas (`cuotas` queda con lo que
 * falta). Rechaza lo que supere lo que se debe.
 */
export function repartirCobros(
  cuotas: CuotaPorCobrarLibro[],
  mora: EstadoMora,
  lista: readonly DatosCobroLibro[],
): RepartoDeCobros {
  let moraPendiente = mora.pendiente;
  let causadoHasta = mora.causadoHasta;
  let cuotasCausado = mora.cuotasCausado;
  let prestamoCausado = mora.prestamoCausado;
  const causaciones: Array<{ antesDe: number; asiento: Asiento }> = [];
  const moraPorCuota = new Map<string, number>();
  let moraCausada = 0;
  const registrados = lista.map((datos, i) => {
    if (mora.ajustes && causadoHasta !== null) {
      const tramo = tramoMora(cuotas, causadoHasta, datos.fecha, mora.ajustes);
      if (tramo) {
        const pesos = moraEnPesosEnteros(cuotasCausado, tramo.total, prestamoCausado);
        cuotasCausado += tramo.total;
        prestamoCausado += pesos;
        causadoHasta = datos.fecha;
        moraPendiente = masCentavos(moraPendiente, pesos);
        moraCausada += pesos;
        for (const [cuotaId, centavos] of tramo.porCuota) moraPorCuota.set(cuotaId, (moraPorCuota.get(cuotaId) ?? 0) + centavos);
        causaciones.push({
          antesDe: i,
          asiento: asientoDeMora(datos.fecha, pesos, tramo.motivo),
        });
      }
    }
    const monto = datos.monto;
    if (datos.cuotaNumero === undefined) asegurarDentroDelMaximo(monto, moraPendiente, cuotas);
    const reparto = repartirMoraPrimero(monto, moraPendiente);
    moraPendiente = menosCentavos(moraPendiente, reparto.mora);
    return { cobroId: uuidV7(), monto, mora: reparto.mora, aCuotas: reparto.cuotas, aplicaciones: aplicarResto(cuotas, reparto, datos.cuotaNumero) };
  });
  return { registrados, causaciones, moraPorCuota, moraCausada, causadoHasta };
}

/**
 * Registra varios cobros del mismo préstamo en orden, cada uno aplicado sobre lo que dejó el anterior, con un
 * INSERT en total (la historia de un préstamo en la carga de demostración o de datos). Todo o nada. Con `lectura` (lo
 * que el núcleo de dinero leyó al causar la mora), no vuelve a leer cuotas, mora ni el préstamo contable.
 */
export async function registrarCobros(
  manager: EntityManager,
  prestamo: PrestamoBloqueado,
  lista: readonly DatosCobroLibro[],
  lectura?: LecturaPrestamo,
): Promise<CobroRegistrado[]> {
  if (lista.length === 0) return [];
  asegurarCobrable(prestamo);
  const cuotas = lectura ? lectura.cuotas.map((cuota) => ({ ...cuota })) : await cuotasPorCobrar(manager, prestamo.id);
  // La mora, en el orden de los cobros: se causa hasta la fecha de cada uno y lo recibido la paga primero.
  const ultimaFecha = lista.reduce((max, d) => (d.fecha > max ? d.fecha : max), lista[0].fecha);
  const mora = lectura?.hasta === ultimaFecha ? lectura.mora : await estadoMora(manager, prestamo.id, ultimaFecha);
  const { registrados, causaciones, moraPorCuota, moraCausada, causadoHasta } = repartirCobros(cuotas, mora, lista);
  if (causadoHasta !== null && causadoHasta !== mora.causadoHasta) {
    await guardarMora(manager, prestamo.id, moraPorCuota, moraCausada, causadoHasta);
  }
  await moverMoraPendiente(manager, prestamo.id, -registrados.reduce((t, r) => t + r.mora, 0));
  const asientos: Asiento[] = [];
  const repartos = await repartosContables(
    manager,
    prestamo.id,
    lista.map((datos, i) => ({
      tipo: datos.origen === 'liquidacion' ? 'liquidacion' : 'cobro',
      monto: registrados[i].aCuotas,
      mora: registrados[i].mora,
      // La historia de un préstamo importado no pasó por la caja de Cartera (apertura.ts).
      efectivo: datos.origen === 'importacion' ? 0 : registrados[i].monto,
      interesPlan: registrados[i].aplicaciones.reduce((total, a) => total + a.interes, 0),
    })),
    lectura?.contable,
    lista.every((datos) => datos.origen === 'importacion'),
  );
  lista.forEach((datos, i) => {
    if (datos.interesContable !== undefined && datos.interesContable !== repartos[i].interes)
      throw new Error(`Dos repartos de un evento: ${datos.interesContable} y ${repartos[i].interes} de interés`);
    for (const c of causaciones) if (c.antesDe === i) asientos.push(c.asiento);
    asientos.push({
      tipo: repartos[i].tipo === 'liquidacion' ? 'liquidacion' : 'cobro',
      fecha: datos.fecha,
      monto: registrados[i].aCuotas,
      interes: repartos[i].interes,
      efectivo: repartos[i].efectivo,
      mora: repartos[i].mora,
      importado: datos.origen === 'importacion',
      cobroId: registrados[i].cobroId,
      motivo: datos.origen === 'liquidacion' ? datos.observaciones : null,
      registradoPor: datos.registradoPor,
      reparto: repartos[i],
    });
  });
  // Los cobros, sus aplicaciones y sus asientos en el libro del préstamo, en una sentencia; después, su comprobante.
  const { validos, filas } = movimientosDeAsientos(prestamo.id, asientos);
  const escrito = await consultasPago.insertarCobrosConAplicaciones(
    manager,
    lista.map((datos, i) => ({
      id: registrados[i].cobroId,
      prestamo_id: prestamo.id,
      cliente_id: prestamo.clienteId,
      cobrador_id: datos.cobradorId,
      monto: pesosDe(registrados[i].monto),
      fecha: datos.fecha,
      observaciones: datos.observaciones,
      origen: datos.origen,
      cuota_id: datos.cuotaNumero !== undefined ? (registrados[i].aplicaciones[0]?.cuotaId ?? null) : null,
      registrado_por: datos.registradoPor,
      en_poder_de: enPoderDe(datos),
      monto_mora: pesosDe(registrados[i].mora),
      cuenta_pago_id: datos.transferencia?.cuentaPagoId ?? null,
      referencia_pago: datos.transferencia?.referencia ?? null,
    })),
    registrados.flatMap((r) => r.aplicaciones.map((a) => ({ cobro_id: r.cobroId, cuota_id: a.cuotaId, monto: pesosDe(a.monto) }))),
    filas,
  );
  // Recién escrito, nunca entregado: el efectivo de cada cobro está donde lo dejó el INSERT (por lotes, se lee).
  const cajas = new Map(
    lista.map((datos, i) => [
      registrados[i].cobroId,
      escrito.enPoder &&
        cajaDeCobro({ cuentaPagoId: datos.transferencia?.cuentaPagoId ?? null, enPoderDe: escrito.enPoder[i], entregado: false }),
    ]),
  );
  const conCaja: Asiento[] = [];
  for (const a of validos) {
    // La historia importada sin mora no toca ninguna caja: no hace falta leer cuál.
    const sinCaja = !a.reparto || !a.cobroId || (a.importado && !a.mora);
    const caja = sinCaja ? undefined : cajas.get(a.cobroId ?? '') || ((await cajaDelCobro(manager, a.cobroId ?? null)) ?? CAJA_OFICINA);
    conCaja.push(caja && a.reparto ? { ...a, caja, reparto: { ...a.reparto, caja } } : a);
  }
  await contabilizarAsentados(manager, prestamo.id, conCaja, escrito.movimientos, lectura?.contable);
  // Saldo después de cada cobro: el del préstamo bloqueado menos lo cobrado hasta ese cobro.
  let saldo = aCentavos(prestamo.saldoPendiente);
  return lista.map((datos, i) => {
    saldo -= registrados[i].aCuotas;
    const { cobroId, aplicaciones } = registrados[i];
    const recibo =
      datos.origen === 'importacion'
        ? null
        : {
            cobroId,
            prestamoId: prestamo.id,
            monto: pesosDe(registrados[i].monto),
            fecha: datos.fecha,
            cobradorId: datos.cobradorId,
            saldoDespues: aPesos(Math.max(0, saldo)),
          };
    return { cobroId, aplicaciones, recibo };
  });
}

/**
 * Dinero recibido de un préstamo castigado: un cobro sin cuotas (el castigo ya las cerró) asentado como
 * recuperación, nunca más de lo castigado que falta por recuperar. El recibo dice como saldo lo castigado que aún debe.
 */
export async function registrarRecuperacion(
  manager: EntityManager,
  prestamo: PrestamoBloqueado,
  datos: DatosCobroLibro,
): Promise<CobroRegistrado> {
  const { castigado, recuperado } = await consultasLibro.castigadoPorRecuperar(manager, prestamo.id);
  const pendiente = menosCentavos(centavosDeColumna(castigado), centavosDeColumna(recuperado));
  const centavos = datos.monto;
  if (centavos > pendiente) {
    throw new ErrorNegocio(CODIGOS.montoSuperaCastigado, MENSAJES_LIBRO.montoSuperaCastigado, 422);
  }
  const cobroId = uuidV7();
  await consultasLibro.insertarCobros(manager, [
    {
      id: cobroId,
      prestamo_id: prestamo.id,
      cliente_id: prestamo.clienteId,
      cobrador_id: datos.cobradorId,
      monto: aPesos(centavos),
      fecha: datos.fecha,
      observaciones: datos.observaciones,
      origen: 'recuperacion',
      registrado_por: datos.registradoPor,
      en_poder_de: enPoderDe(datos),
      cuenta_pago_id: datos.transferencia?.cuentaPagoId ?? null,
      referencia_pago: datos.transferencia?.referencia ?? null,
    },
  ]);
  const caja = (await cajaDelCobro(manager, cobroId)) ?? CAJA_OFICINA;
  const reparto = repartirEvento({ tipo: 'recuperacion', monto: centavos, efectivo: centavos, caja }, { capital: 0, interes: 0 });
  await asentar(manager, prestamo.id, [
    {
      tipo: 'recuperacion',
      fecha: datos.fecha,
      monto: centavos,
      interes: 0,
      efectivo: reparto.efectivo,
      cobroId,
      motivo: datos.observaciones,
      registradoPor: datos.registradoPor,
      caja,
      reparto,
    },
  ]);
  return {
    cobroId,
    aplicaciones: [],
    recibo: {
      cobroId,
      prestamoId: prestamo.id,
      monto: aPesos(centavos),
      fecha: datos.fecha,
      cobradorId: datos.cobradorId,
      saldoDespues: pesosDe(menosCentavos(pendiente, centavos)),
    },
  };
}

/**
 * Vuelve a aplicar un cobro existente (editado, o pasado a otro préstamo) y asienta el cobro con su monto y fecha
 * nuevos en el libro de `prestamoId`.
 */
export async function reaplicarCobro(
  manager: EntityManager,
  prestamoId: string,
  cobro: { id: string; fecha: string; monto: Centavos },
  aplicaciones: readonly AplicacionRepartida[],
  registradoPor: string | null,
  motivo: string | null = null,
): Promise<void> {
  // Lo que no va a las cuotas pagó mora (calcularAplicaciones la toma primero).
  const aCuotas = sumaCentavos(aplicaciones.map((a) => a.monto));
  const mora = menosCentavos(cobro.monto, aCuotas);
  if (aplicaciones.length === 0 && mora === 0) return;
  await consultasLibro.insertarAplicaciones(
    manager,
    aplicaciones.map((a) => ({ cobro_id: cobro.id, cuota_id: a.cuotaId, monto: pesosDe(a.monto) })),
  );
  await consultasLibro.cambiarMontoCobro(manager, cobro.id, {
    monto: String(pesosDe(cobro.monto)),
    monto_mora: String(pesosDe(mora)),
  });
  await moverMoraPendiente(manager, prestamoId, -mora);
  // El reparto de su comprobante, como un cobro nuevo (repartirEvento sobre el saldo del mayor), en la caja del cobro.
  const caja = (await cajaDelCobro(manager, cobro.id)) ?? CAJA_OFICINA;
  const [reparto] = await repartosContables(manager, prestamoId, [
    { tipo: 'cobro', monto: aCuotas, mora, efectivo: cobro.monto, interesPlan: aplicaciones.reduce((total, a) => total + a.interes, 0) },
  ]);
  await asentar(manager, prestamoId, [
    {
      tipo: 'cobro',
      fecha: cobro.fecha,
      monto: aCuotas,
      interes: reparto.interes,
      efectivo: reparto.efectivo,
      mora: reparto.mora,
      cobroId: cobro.id,
      motivo,
      registradoPor,
      caja,
      reparto: { ...reparto, caja },
    },
  ]);
}
