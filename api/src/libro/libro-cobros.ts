// Los cobros en el libro del préstamo: registrar (uno o la historia de un préstamo, en orden), una recuperación de un
// castigado y volver a aplicar un cobro corregido, cada uno con su asiento y comprobante. El recibo lo encola el paso
// de avisos del núcleo de dinero (docs/decisiones/nucleo-de-dinero.md), con los datos que estas funciones devuelven.
import {
  CODIGOS,
  cajaDeCobro,
  carteraAlCorte,
  centavosDeColumna,
  interesDeUnPago,
  masCentavos,
  menosCentavos,
  moraEnPesosEnteros,
  pesosDe,
  repartirMoraPrimero,
  sumaCentavos,
  type Centavos,
  type CobroAnteriorAlCorte,
  type SaldoContable,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { saldoContable, type PrestamoContableLeido } from '../contabilidad/mayor/contabilizar';
import type { CobroParaRecibo } from '../notificaciones/automaticos.service';
import { aCentavos, aPesos } from '../common/dinero';
import { asentar, contabilizarAsentados, movimientosDeAsientos } from './libro-asientos';
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

/** Un cobro registrado: sus aplicaciones y, si el cliente recibe recibo de él, los datos del recibo. */
export interface CobroRegistrado {
  cobroId: string;
  aplicaciones: AplicacionRepartida[];
  /** Sin él, historia importada: el cliente no recibe hoy un recibo de lo que pagó antes del corte. */
  recibo: CobroParaRecibo | null;
}

/** La historia de un préstamo importado en su libro (centavos): su desembolso y sus cobros anteriores al corte. */
export async function leerHistoriaImportada(
  manager: EntityManager,
  prestamoId: string,
): Promise<{
  desembolso: { id: string; monto: number; interes: number; registradoPor: string | null } | null;
  cobros: CobroAnteriorAlCorte[];
}> {
  const filas = await consultasLibro.historiaImportada(manager, prestamoId);
  const desembolso = filas.find((f) => f.tipo === 'desembolso');
  return {
    desembolso: desembolso
      ? {
          id: desembolso.id,
          monto: aCentavos(Number(desembolso.monto)),
          interes: aCentavos(Number(desembolso.interes)),
          registradoPor: desembolso.registrado_por,
        }
      : null,
    cobros: filas
      .filter((f) => f.tipo === 'cobro')
      .map((f) => ({ monto: aCentavos(Number(f.monto)), interes: aCentavos(Number(f.interes)) })),
  };
}

/**
 * El saldo sobre el que se reparte la historia de un préstamo importado mientras se registra: su libro mayor todavía
 * no lo tiene (abre al corte con lo que queda, comprobanteAperturaImportada), así que sale de su libro.
 */
async function saldoDeLaHistoria(manager: EntityManager, prestamoId: string): Promise<SaldoContable> {
  const { desembolso, cobros } = await leerHistoriaImportada(manager, prestamoId);
  if (!desembolso) return { capital: 0, interes: 0 };
  return carteraAlCorte({ capital: desembolso.monto - desembolso.interes, pactado: desembolso.monto, cobros });
}

/**
 * El interés de cada cobro con el reparto de su comprobante (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md):
 * interesDeUnPago de @cartera/dominio sobre el saldo del libro mayor, cobro tras cobro, como lo asienta
 * contabilizarMovimientosPrestamo. El de las cuotas (`interesPlan`) manda mientras cabe en ese saldo; en interés
 * adelantado y en un préstamo de un reenganche, proporcional a lo que falta por cobrar.
 */
async function interesesContables(
  manager: EntityManager,
  prestamoId: string,
  cobros: ReadonlyArray<{ monto: number; interesPlan: number; decidido?: number }>,
  leido?: PrestamoContableLeido,
  historiaImportada = false,
): Promise<number[]> {
  // Lo que el núcleo ya leyó (una copia del saldo: interesesDeCobros lo cambia); si no, de la base.
  if (leido) {
    const { tipo_amortizacion, prestamo_origen_id } = leido.prestamo;
    return interesesDeCobros({ ...leido.saldo }, tipo_amortizacion === 'interes_adelantado' || prestamo_origen_id !== null, cobros);
  }
  const proporcional = await consultasLibro.repartoProporcional(manager, prestamoId);
  const saldo = historiaImportada
    ? await saldoDeLaHistoria(manager, prestamoId)
    : await saldoContable(manager, prestamoId);
  return interesesDeCobros(saldo, proporcional, cobros);
}

/** interesesContables sin la base: desde el saldo del libro mayor antes de los cobros (lo cambia), cobro tras cobro. */
export function interesesDeCobros(
  saldo: { capital: number; interes: number },
  proporcional: boolean,
  cobros: ReadonlyArray<{ monto: number; interesPlan: number; decidido?: number }>,
): number[] {
  return cobros.map(({ monto, interesPlan, decidido }) => {
    const interes =
      decidido ??
      (monto > saldo.capital + saldo.interes
        ? interesPlan // un descuadre con el mayor (la verificación lo informa): el de las cuotas
        : interesDeUnPago(monto, saldo, proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan }));
    saldo.capital -= monto - interes;
    saldo.interes -= interes;
    return interes;
  });
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
          asiento: { tipo: 'mora', fecha: datos.fecha, monto: 0, interes: 0, efectivo: 0, mora: pesos, motivo: tramo.motivo, registradoPor: null },
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
  const intereses = await interesesContables(
    manager,
    prestamo.id,
    lista.map((datos, i) => ({
      monto: registrados[i].aCuotas,
      interesPlan: registrados[i].aplicaciones.reduce((total, a) => total + a.interes, 0),
      decidido: datos.interesContable,
    })),
    lectura?.contable,
    lista.every((datos) => datos.origen === 'importacion'),
  );
  lista.forEach((datos, i) => {
    for (const c of causaciones) if (c.antesDe === i) asientos.push(c.asiento);
    asientos.push({
      tipo: datos.origen === 'liquidacion' ? 'liquidacion' : 'cobro',
      fecha: datos.fecha,
      monto: registrados[i].aCuotas,
      interes: intereses[i],
      // La historia de un préstamo importado no pasó por la caja de Cartera (apertura.ts).
      efectivo: datos.origen === 'importacion' ? 0 : registrados[i].monto,
      mora: registrados[i].mora,
      importado: datos.origen === 'importacion',
      cobroId: registrados[i].cobroId,
      motivo: datos.origen === 'liquidacion' ? datos.observaciones : null,
      registradoPor: datos.registradoPor,
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
  // Recién escrito, nunca entregado: el efectivo de cada cobro está donde lo dejó el INSERT.
  const cajas = new Map(
    lista.map((datos, i) => [
      registrados[i].cobroId,
      escrito.enPoder &&
        cajaDeCobro({ cuentaPagoId: datos.transferencia?.cuentaPagoId ?? null, enPoderDe: escrito.enPoder[i], entregado: false }),
    ]),
  );
  await contabilizarAsentados(
    manager,
    prestamo.id,
    validos.map((a) => ({ ...a, caja: (a.cobroId && cajas.get(a.cobroId)) || undefined })),
    escrito.movimientos,
    lectura?.contable,
  );
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
  await asentar(manager, prestamo.id, [
    {
      tipo: 'recuperacion',
      fecha: datos.fecha,
      monto: centavos,
      interes: 0,
      efectivo: centavos,
      cobroId,
      motivo: datos.observaciones,
      registradoPor: datos.registradoPor,
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
  // El interés con el reparto de su comprobante, como un cobro nuevo (interesDeUnPago sobre el saldo del mayor).
  const [interes] = await interesesContables(manager, prestamoId, [
    { monto: aCuotas, interesPlan: aplicaciones.reduce((total, a) => total + a.interes, 0) },
  ]);
  await asentar(manager, prestamoId, [
    {
      tipo: 'cobro',
      fecha: cobro.fecha,
      monto: aCuotas,
      interes,
      efectivo: cobro.monto,
      mora,
      cobroId: cobro.id,
      motivo,
      registradoPor,
    },
  ]);
}
