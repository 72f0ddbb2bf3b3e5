import { Injectable, Optional } from '@nestjs/common';
import {
  CODIGOS,
  hoyBogota,
  interesDeUnPago,
  interesDeUnaReversion,
  maximoCobro,
  moraEnPesosEnteros,
  repartirMoraPrimero,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import { contabilizarMovimientosPrestamo, restoDelCobro, saldoContable } from '../contabilidad/mayor/contabilizar';
import { AutomaticosService } from '../notificaciones/automaticos.service';
import { asignarACuotasAntiguas, planRevertirCuota, type Aplicacion } from './asignacion.rules';
import { aCentavos, aPesos } from './dinero';
import { estadoMora, guardarMora, moverMoraPendiente, tramoMora } from './mora';
import { interesDelTramo } from './reparto.rules';
import { esEstadoTerminal, type EstadoPrestamoLibro } from './estado.rules';
import { uuidV7 } from './uuid-v7';
import {
  MENSAJES_LIBRO,
  SQL_EN_PODER_DE,
  type AplicacionRepartida,
  type Asiento,
  type CuotaEnCentavos,
  type CuotaPorCobrarLibro,
  type DatosCobroLibro,
  type PlanRecalculado,
  type PrestamoBloqueado,
  type PrestamoParaRecalculo,
  type ResultadoRecalculo,
  type ResultadoReversion,
} from './libro.tipos';
import { recalcularPlan, recalcularPlanNuevo } from './recalculo';

export * from './libro.tipos';

/**
 * Lo más que acepta un cobro, con la regla de Mi Ruta y del formulario de Cobros (maximoCobro de @cartera/dominio,
 * docs/decisiones/lo-que-se-debe-hoy.md): la mora pendiente y lo que falta de las cuotas, en centavos.
 */
function asegurarDentroDelMaximo(centavos: number, mora: number, cuotas: readonly CuotaPorCobrarLibro[]): void {
  const saldoPendiente = cuotas.reduce((total, cuota) => total + Math.max(0, cuota.pendiente), 0);
  if (centavos > maximoCobro({ mora, saldoPendiente })) {
    throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_LIBRO.montoSuperaSaldo, 422);
  }
}

/**
 * El único libro de dinero. Pagar una cuota y registrar un cobro son el mismo asiento visto desde dos pantallas:
 * un cobro y sus aplicaciones a cuotas. Cada método corre dentro de la transacción del llamador, que antes bloqueó
 * la fila del préstamo con `bloquearPrestamo`; después de cualquier cambio, `recalcular` deja cuotas y préstamo de
 * acuerdo con el libro.
 */
@Injectable()
export class LibroService {
  /** Mensajes automáticos (recibo de cobro, aviso de mora) encolados en la misma transacción del movimiento. */
  constructor(@Optional() private readonly automaticos?: AutomaticosService) {}

  /** Bloquea la fila del préstamo hasta el fin de la transacción: serializa todo movimiento de dinero del préstamo. */
  async bloquearPrestamo(manager: EntityManager, prestamoId: string): Promise<PrestamoBloqueado> {
    const prestamo = await this.bloquearPrestamoSiExiste(manager, prestamoId);
    if (!prestamo) throw new ErrorNegocio(CODIGOS.prestamoNoEncontrado, MENSAJES_LIBRO.prestamoNoEncontrado, 404);
    return prestamo;
  }

  /** Como bloquearPrestamo, pero sin el 404: quien llama decide el error (p. ej. un campo `prestamo` inválido). */
  async bloquearPrestamoSiExiste(manager: EntityManager, prestamoId: string): Promise<PrestamoBloqueado | null> {
    const filas: Array<Record<string, string | boolean | null>> = await manager.query(
      `SELECT id, numero, cliente_id, cobrador_id, estado, plan_generado, monto_total, saldo_pendiente,
              fecha_inicio::text AS fecha_inicio
       FROM prestamos WHERE id = $1 FOR UPDATE`,
      [prestamoId],
    );
    const fila = filas[0];
    if (!fila) return null;
    return {
      id: fila.id as string,
      numero: String(fila.numero),
      clienteId: fila.cliente_id as string,
      cobradorId: fila.cobrador_id as string | null,
      estado: fila.estado as EstadoPrestamoLibro,
      planGenerado: fila.plan_generado as boolean,
      montoTotal: Number(fila.monto_total),
      saldoPendiente: Number(fila.saldo_pendiente),
      fechaInicio: fila.fecha_inicio as string,
    };
  }

  /** Una solicitud (o una rechazada) todavía no tiene dinero; cancelado, reenganchado y castigado están cerrados. */
  asegurarAbierto(prestamo: PrestamoBloqueado): void {
    if (prestamo.estado === 'solicitado' || prestamo.estado === 'rechazado') {
      throw new ErrorNegocio(CODIGOS.prestamoNoDesembolsado, MENSAJES_LIBRO.noDesembolsado, 422);
    }
    if (esEstadoTerminal(prestamo.estado)) {
      throw new ErrorNegocio(CODIGOS.prestamoCerrado, MENSAJES_LIBRO.prestamoCerrado, 422);
    }
  }

  /** Lo que se debe de cada cuota según las aplicaciones del libro, por número. */
  async cuotasPorCobrar(manager: EntityManager, prestamoId: string): Promise<CuotaPorCobrarLibro[]> {
    type Fila = {
      id: string;
      numero: number;
      fecha_programada: string;
      pendiente: string;
      monto_total: string;
      monto_interes: string;
      monto_capital: string;
    };
    const filas: Fila[] = await manager.query(
      `SELECT c.id, c.numero, c.fecha_programada::text AS fecha_programada,
              c.monto_total - c.monto_refinanciado - c.monto_condonado - coalesce(a.pagado, 0) AS pendiente,
              c.monto_total, c.monto_interes, c.monto_capital
       FROM cuotas c
       LEFT JOIN (
         SELECT ca.cuota_id, sum(ca.monto) AS pagado
         FROM cobros co JOIN cobros_aplicaciones ca ON ca.cobro_id = co.id
         WHERE co.prestamo_id = $1
         GROUP BY ca.cuota_id
       ) a ON a.cuota_id = c.id
       WHERE c.prestamo_id = $1
       ORDER BY c.numero`,
      [prestamoId],
    );
    return filas.map((fila) => ({
      id: fila.id,
      numero: fila.numero,
      fechaProgramada: fila.fecha_programada,
      pendiente: aCentavos(Number(fila.pendiente)),
      montoTotal: aCentavos(Number(fila.monto_total)),
      montoInteres: aCentavos(Number(fila.monto_interes)),
      montoCapital: aCentavos(Number(fila.monto_capital)),
    }));
  }

  /**
   * Reparte `centavos` según la regla del libro: primero la mora pendiente, y el resto a una sola cuota (pagar cuota) o
   * a las más antiguas (cobro). Devuelve sólo lo que va a las cuotas: la diferencia con `centavos` es la mora
   * (reaplicarCobro la toma así). Rechaza lo que supere lo que se debe.
   */
  async calcularAplicaciones(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    centavos: number,
    cuotaNumero?: number,
  ): Promise<AplicacionRepartida[]> {
    this.asegurarCobrable(prestamo);
    const { pendiente } = await estadoMora(manager, prestamo.id, hoyBogota());
    const cuotas = await this.cuotasPorCobrar(manager, prestamo.id);
    if (cuotaNumero === undefined) asegurarDentroDelMaximo(centavos, pendiente, cuotas);
    const reparto = repartirMoraPrimero(centavos, pendiente);
    return this.aplicarResto(cuotas, reparto, cuotaNumero);
  }

  /** Lo que queda después de la mora, a las cuotas; nada si la mora se lo llevó todo. */
  private aplicarResto(
    cuotas: CuotaPorCobrarLibro[],
    reparto: { mora: number; cuotas: number },
    cuotaNumero?: number,
  ): AplicacionRepartida[] {
    if (reparto.cuotas === 0 && reparto.mora > 0) return [];
    return this.aplicar(cuotas, reparto.cuotas, cuotaNumero);
  }

  private asegurarCobrable(prestamo: PrestamoBloqueado): void {
    this.asegurarAbierto(prestamo);
    if (!prestamo.planGenerado) throw new ErrorNegocio(CODIGOS.planNoGenerado, MENSAJES_LIBRO.planNoGenerado, 422);
  }

  /**
   * Aplica un monto sobre `cuotas` (lo pendiente de cada una), descuenta lo aplicado de ellas y reparte cada
   * aplicación en capital e interés.
   */
  private aplicar(cuotas: CuotaPorCobrarLibro[], centavos: number, cuotaNumero?: number): AplicacionRepartida[] {
    let aplicaciones: Aplicacion[];
    if (cuotaNumero !== undefined) {
      const cuota = cuotas.find((c) => c.numero === cuotaNumero);
      if (!cuota) throw new ErrorNegocio(CODIGOS.cuotaNoEncontrada, MENSAJES_LIBRO.cuotaNoEncontrada, 404);
      if (cuota.pendiente === 0) throw new ErrorNegocio(CODIGOS.cuotaPagada, MENSAJES_LIBRO.cuotaPagada, 422);
      if (centavos > cuota.pendiente) {
        throw new ErrorNegocio(CODIGOS.montoSuperaSaldoCuota, MENSAJES_LIBRO.montoSuperaCuota, 422);
      }
      aplicaciones = [{ cuotaId: cuota.id, monto: centavos }];
    } else {
      const resultado = asignarACuotasAntiguas(cuotas, centavos);
      if (resultado.sobrante > 0) throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_LIBRO.montoSuperaSaldo, 422);
      aplicaciones = resultado.aplicaciones;
    }
    return aplicaciones.map((aplicacion) => {
      const cuota = cuotas.find((c) => c.id === aplicacion.cuotaId) as CuotaPorCobrarLibro;
      const antes = cuota.montoTotal - cuota.pendiente;
      cuota.pendiente -= aplicacion.monto;
      return { ...aplicacion, numero: cuota.numero, interes: interesDelTramo(cuota, antes, antes + aplicacion.monto) };
    });
  }

  /**
   * El interés de cada cobro con el reparto de su comprobante (docs/decisiones/un-reparto-para-el-prestamo-y-el-mayor.md):
   * interesDeUnPago de @cartera/dominio sobre el saldo del libro mayor, cobro tras cobro, como lo asienta
   * contabilizarMovimientosPrestamo. El de las cuotas (`interesPlan`) manda mientras cabe en ese saldo; en interés
   * adelantado y en un préstamo de un reenganche, proporcional a lo que falta por cobrar.
   */
  private async interesesContables(
    manager: EntityManager,
    prestamoId: string,
    cobros: ReadonlyArray<{ monto: number; interesPlan: number; decidido?: number }>,
  ): Promise<number[]> {
    const [fila]: Array<{ proporcional: boolean }> = await manager.query(
      `SELECT tipo_amortizacion = 'interes_adelantado' OR prestamo_origen_id IS NOT NULL AS proporcional
       FROM prestamos WHERE id = $1`,
      [prestamoId],
    );
    const saldo = await saldoContable(manager, prestamoId);
    return cobros.map(({ monto, interesPlan, decidido }) => {
      const interes =
        decidido ??
        (monto > saldo.capital + saldo.interes
          ? interesPlan // un descuadre con el mayor (la verificación lo informa): el de las cuotas
          : interesDeUnPago(monto, saldo, fila?.proporcional ? { tipo: 'proporcional' } : { tipo: 'plan', interesPlan }));
      saldo.capital -= monto - interes;
      saldo.interes -= interes;
      return interes;
    });
  }

  /** El interés de la reversión de `monto` centavos de un cobro, con el reparto de su comprobante. */
  private async interesRevertido(
    manager: EntityManager,
    prestamoId: string,
    cobroId: string,
    monto: number,
    interesCuotas: number,
  ): Promise<number> {
    const resto = await restoDelCobro(manager, prestamoId, cobroId);
    if (resto.monto <= 0) return interesCuotas; // sin comprobante que deshacer: el de las cuotas
    const [fila]: Array<{ proporcional: boolean }> = await manager.query(
      `SELECT tipo_amortizacion = 'interes_adelantado' OR prestamo_origen_id IS NOT NULL AS proporcional
       FROM prestamos WHERE id = $1`,
      [prestamoId],
    );
    return interesDeUnaReversion(Math.min(monto, resto.monto), resto, fila?.proporcional ? 'proporcional' : interesCuotas);
  }

  /** Escribe asientos en el libro del préstamo, en orden, con una sola sentencia. */
  async asentar(manager: EntityManager, prestamoId: string, asientos: readonly Asiento[]): Promise<void> {
    const validos = asientos.filter((asiento) => asiento.monto > 0 || (asiento.mora ?? 0) > 0);
    if (validos.length === 0) return;
    const ids: Array<{ id: string; secuencia: string }> = await manager.query(
      `INSERT INTO prestamos_movimientos
         (prestamo_id, tipo, fecha, monto, capital, interes, efectivo, cobro_id, motivo, registrado_por, capital_primero, mora)
       SELECT $1, v.tipo, v.fecha, v.monto, v.monto - v.interes, v.interes, v.efectivo, v.cobro_id, v.motivo, v.registrado_por,
              v.capital_primero, v.mora
       FROM unnest($2::text[], $3::date[], $4::numeric[], $5::numeric[], $6::numeric[], $7::uuid[], $8::text[], $9::uuid[],
                   $10::boolean[], $11::numeric[])
         WITH ORDINALITY AS v(tipo, fecha, monto, interes, efectivo, cobro_id, motivo, registrado_por, capital_primero, mora, n)
       ORDER BY v.n
       RETURNING id, secuencia`,
      [
        prestamoId,
        validos.map((a) => a.tipo),
        validos.map((a) => a.fecha),
        validos.map((a) => aPesos(a.monto)),
        validos.map((a) => aPesos(Math.min(a.interes, a.monto))),
        validos.map((a) => aPesos(a.efectivo)),
        validos.map((a) => a.cobroId ?? null),
        validos.map((a) => a.motivo ?? null),
        validos.map((a) => a.registradoPor),
        validos.map((a) => a.capitalPrimero ?? false),
        validos.map((a) => aPesos(a.mora ?? 0)),
      ],
    );
    // El libro mayor, en la misma transacción: un comprobante por evento (docs/contabilidad.md).
    const enOrden = [...ids].sort((a, b) => Number(a.secuencia) - Number(b.secuencia));
    await contabilizarMovimientosPrestamo(
      manager,
      prestamoId,
      validos.map((a, i) => ({
        id: enOrden[i].id,
        tipo: a.tipo,
        fecha: a.fecha,
        monto: a.monto,
        interes: Math.min(a.interes, a.monto),
        efectivo: a.efectivo,
        cobroId: a.cobroId ?? null,
        registradoPor: a.registradoPor,
        capitalPrimero: a.capitalPrimero ?? false,
        mora: a.mora ?? 0,
        importado: a.importado,
      })),
    );
  }

  /**
   * Causa la mora del préstamo hasta `hasta` (incluido) sobre sus cuotas de hoy, si la organización la cobra: un
   * asiento `mora`, lo de cada cuota y el pendiente del préstamo. Devuelve la mora pendiente después (centavos). El
   * préstamo ya está bloqueado; sin plan, o cerrado, no causa.
   */
  async causarMora(manager: EntityManager, prestamo: PrestamoBloqueado, hasta: string = hoyBogota()): Promise<number> {
    const mora = await estadoMora(manager, prestamo.id, hasta);
    if (!mora.ajustes || mora.causadoHasta === null || !prestamo.planGenerado) return mora.pendiente;
    if (prestamo.estado !== 'activo' && prestamo.estado !== 'mora' && prestamo.estado !== 'vencido') return mora.pendiente;
    const tramo = tramoMora(await this.cuotasPorCobrar(manager, prestamo.id), mora.causadoHasta, hasta, mora.ajustes);
    if (!tramo) return mora.pendiente;
    const pesos = moraEnPesosEnteros(mora.cuotasCausado, tramo.total, mora.prestamoCausado);
    await guardarMora(manager, prestamo.id, tramo.porCuota, pesos, hasta);
    await this.asentar(manager, prestamo.id, [
      { tipo: 'mora', fecha: hasta, monto: 0, interes: 0, efectivo: 0, mora: pesos, motivo: tramo.motivo, registradoPor: null },
    ]);
    return mora.pendiente + pesos;
  }

  /** Registra un cobro con sus aplicaciones. No recalcula: el llamador llama a `recalcular` al terminar. */
  async registrarCobro(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    datos: DatosCobroLibro,
  ): Promise<{ cobroId: string; aplicaciones: AplicacionRepartida[] }> {
    const [registrado] = await this.registrarCobros(manager, prestamo, [datos]);
    return registrado;
  }

  /**
   * Registra varios cobros del mismo préstamo en orden, cada uno aplicado sobre lo que dejó el anterior, con dos
   * INSERT en total (la historia de un préstamo en la carga de demostración o de datos). Todo o nada.
   */
  async registrarCobros(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    lista: readonly DatosCobroLibro[],
  ): Promise<Array<{ cobroId: string; aplicaciones: AplicacionRepartida[] }>> {
    if (lista.length === 0) return [];
    this.asegurarCobrable(prestamo);
    const cuotas = await this.cuotasPorCobrar(manager, prestamo.id);
    // La mora, en el orden de los cobros: se causa hasta la fecha de cada uno y lo recibido la paga primero.
    const ultimaFecha = lista.reduce((max, d) => (d.fecha > max ? d.fecha : max), lista[0].fecha);
    const mora = await estadoMora(manager, prestamo.id, ultimaFecha);
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
          moraPendiente += pesos;
          moraCausada += pesos;
          for (const [cuotaId, centavos] of tramo.porCuota) moraPorCuota.set(cuotaId, (moraPorCuota.get(cuotaId) ?? 0) + centavos);
          causaciones.push({
            antesDe: i,
            asiento: { tipo: 'mora', fecha: datos.fecha, monto: 0, interes: 0, efectivo: 0, mora: pesos, motivo: tramo.motivo, registradoPor: null },
          });
        }
      }
      if (datos.cuotaNumero === undefined) asegurarDentroDelMaximo(aCentavos(datos.monto), moraPendiente, cuotas);
      const reparto = repartirMoraPrimero(aCentavos(datos.monto), moraPendiente);
      moraPendiente -= reparto.mora;
      return { cobroId: uuidV7(), mora: reparto.mora, aplicaciones: this.aplicarResto(cuotas, reparto, datos.cuotaNumero) };
    });
    if (causadoHasta !== null && causadoHasta !== mora.causadoHasta) {
      await guardarMora(manager, prestamo.id, moraPorCuota, moraCausada, causadoHasta);
    }
    await moverMoraPendiente(manager, prestamo.id, -registrados.reduce((t, r) => t + r.mora, 0));
    await manager.query(
      `INSERT INTO cobros (id, prestamo_id, cliente_id, cobrador_id, monto, fecha, observaciones, origen, cuota_id, registrado_por,
                          en_poder_de, monto_mora, cuenta_pago_id, referencia_pago)
       SELECT v.id, $1, $10, v.cobrador_id, v.monto, v.fecha, v.observaciones, v.origen, v.cuota_id, v.registrado_por,
              CASE WHEN v.cuenta_pago_id IS NULL
                   THEN coalesce(v.en_poder_de, ${SQL_EN_PODER_DE('v.cobrador_id', 'v.registrado_por')}) END,
              v.monto_mora, v.cuenta_pago_id, v.referencia_pago
       FROM unnest($2::uuid[], $3::uuid[], $4::numeric[], $5::date[], $6::text[], $7::text[], $8::uuid[], $9::uuid[],
                   $11::numeric[], $12::uuid[], $13::uuid[], $14::text[])
         AS v(id, cobrador_id, monto, fecha, observaciones, origen, cuota_id, registrado_por, monto_mora, en_poder_de,
              cuenta_pago_id, referencia_pago)`,
      [
        prestamo.id,
        registrados.map((r) => r.cobroId),
        lista.map((d) => d.cobradorId),
        lista.map((d) => aPesos(aCentavos(d.monto))),
        lista.map((d) => d.fecha),
        lista.map((d) => d.observaciones),
        lista.map((d) => d.origen),
        registrados.map((r, i) => (lista[i].cuotaNumero !== undefined ? (r.aplicaciones[0]?.cuotaId ?? null) : null)),
        lista.map((d) => d.registradoPor),
        prestamo.clienteId,
        registrados.map((r) => aPesos(r.mora)),
        lista.map((d) => d.enPoderDe ?? null),
        lista.map((d) => d.transferencia?.cuentaPagoId ?? null),
        lista.map((d) => d.transferencia?.referencia ?? null),
      ],
    );
    const aplicaciones = registrados.flatMap((r) => r.aplicaciones.map((a) => ({ cobroId: r.cobroId, ...a })));
    await manager.query(
      `INSERT INTO cobros_aplicaciones (cobro_id, cuota_id, monto)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::numeric[])`,
      [aplicaciones.map((a) => a.cobroId), aplicaciones.map((a) => a.cuotaId), aplicaciones.map((a) => aPesos(a.monto))],
    );
    const asientos: Asiento[] = [];
    const intereses = await this.interesesContables(
      manager,
      prestamo.id,
      lista.map((datos, i) => ({
        monto: aCentavos(datos.monto) - registrados[i].mora,
        interesPlan: registrados[i].aplicaciones.reduce((total, a) => total + a.interes, 0),
        decidido: datos.interesContable,
      })),
    );
    lista.forEach((datos, i) => {
      for (const c of causaciones) if (c.antesDe === i) asientos.push(c.asiento);
      asientos.push({
        tipo: datos.origen === 'liquidacion' ? 'liquidacion' : 'cobro',
        fecha: datos.fecha,
        monto: aCentavos(datos.monto) - registrados[i].mora,
        interes: intereses[i],
        // La historia de un préstamo importado no pasó por la caja de Cartera (apertura.ts).
        efectivo: datos.origen === 'importacion' ? 0 : aCentavos(datos.monto),
        mora: registrados[i].mora,
        importado: datos.origen === 'importacion',
        cobroId: registrados[i].cobroId,
        motivo: datos.origen === 'liquidacion' ? datos.observaciones : null,
        registradoPor: datos.registradoPor,
      });
    });
    await this.asentar(manager, prestamo.id, asientos);
    // Un cobro importado es historia: el cliente no recibe hoy un recibo de lo que pagó antes del corte.
    if (this.automaticos && lista.some((datos) => datos.origen !== 'importacion')) {
      // Saldo después de cada cobro: el del préstamo bloqueado menos lo cobrado hasta ese cobro.
      let saldo = aCentavos(prestamo.saldoPendiente);
      await this.automaticos.enviarRecibos(
        manager,
        lista.map((datos, i) => {
          saldo -= aCentavos(datos.monto) - registrados[i].mora;
          return {
            cobroId: registrados[i].cobroId,
            prestamoId: prestamo.id,
            monto: aPesos(aCentavos(datos.monto)),
            fecha: datos.fecha,
            cobradorId: datos.cobradorId,
            saldoDespues: aPesos(Math.max(0, saldo)),
          };
        }),
      );
    }
    return registrados;
  }

  /**
   * Dinero recibido de un préstamo castigado: un cobro sin cuotas (el castigo ya las cerró) asentado como
   * recuperación, nunca más de lo castigado que falta por recuperar, con su recibo al cliente.
   */
  async registrarRecuperacion(manager: EntityManager, prestamo: PrestamoBloqueado, datos: DatosCobroLibro): Promise<string> {
    const [fila]: Array<{ pendiente: string }> = await manager.query(
      `SELECT coalesce(sum(monto) FILTER (WHERE tipo = 'castigo'), 0)
                - coalesce(sum(monto) FILTER (WHERE tipo = 'recuperacion'), 0) AS pendiente
       FROM prestamos_movimientos WHERE prestamo_id = $1`,
      [prestamo.id],
    );
    const centavos = aCentavos(datos.monto);
    if (centavos > aCentavos(Number(fila.pendiente))) {
      throw new ErrorNegocio(CODIGOS.montoSuperaCastigado, MENSAJES_LIBRO.montoSuperaCastigado, 422);
    }
    const cobroId = uuidV7();
    await manager.query(
      `INSERT INTO cobros (id, prestamo_id, cliente_id, cobrador_id, monto, fecha, observaciones, origen, registrado_por,
                          en_poder_de, cuenta_pago_id, referencia_pago)
       VALUES ($1, $2, $3, $4::uuid, $5, $6, $7, 'recuperacion', $8::uuid,
               CASE WHEN $10::uuid IS NULL THEN coalesce($9::uuid, ${SQL_EN_PODER_DE('$4::uuid', '$8::uuid')}) END,
               $10::uuid, $11::text)`,
      [
        cobroId,
        prestamo.id,
        prestamo.clienteId,
        datos.cobradorId,
        aPesos(centavos),
        datos.fecha,
        datos.observaciones,
        datos.registradoPor,
        datos.enPoderDe ?? null,
        datos.transferencia?.cuentaPagoId ?? null,
        datos.transferencia?.referencia ?? null,
      ],
    );
    await this.asentar(manager, prestamo.id, [
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
    // El cliente recibe su recibo como de cualquier cobro; el saldo es lo castigado que aún debe.
    await this.automaticos?.enviarRecibos(manager, [
      {
        cobroId,
        prestamoId: prestamo.id,
        monto: aPesos(centavos),
        fecha: datos.fecha,
        cobradorId: datos.cobradorId,
        saldoDespues: aPesos(aCentavos(Number(fila.pendiente)) - centavos),
      },
    ]);
    return cobroId;
  }

  /**
   * Vuelve a aplicar un cobro existente (editado, o pasado a otro préstamo) y asienta el cobro con su monto y fecha
   * nuevos en el libro de `prestamoId`.
   */
  async reaplicarCobro(
    manager: EntityManager,
    prestamoId: string,
    cobro: { id: string; fecha: string; monto: number },
    aplicaciones: readonly AplicacionRepartida[],
    registradoPor: string | null,
    motivo: string | null = null,
  ): Promise<void> {
    // Lo que no va a las cuotas pagó mora (calcularAplicaciones la toma primero).
    const aCuotas = aplicaciones.reduce((total, a) => total + a.monto, 0);
    const mora = aCentavos(cobro.monto) - aCuotas;
    if (aplicaciones.length === 0 && mora === 0) return;
    if (aplicaciones.length > 0) {
      await manager.query(
        `INSERT INTO cobros_aplicaciones (cobro_id, cuota_id, monto)
         SELECT $1, v.cuota_id, v.monto FROM unnest($2::uuid[], $3::numeric[]) AS v(cuota_id, monto)`,
        [cobro.id, aplicaciones.map((a) => a.cuotaId), aplicaciones.map((a) => aPesos(a.monto))],
      );
    }
    await manager.query(`UPDATE cobros SET monto = $2, monto_mora = $3 WHERE id = $1`, [
      cobro.id,
      aPesos(aCentavos(cobro.monto)),
      aPesos(mora),
    ]);
    await moverMoraPendiente(manager, prestamoId, -mora);
    // El interés con el reparto de su comprobante, como un cobro nuevo (interesDeUnPago sobre el saldo del mayor).
    const [interes] = await this.interesesContables(manager, prestamoId, [
      { monto: aCuotas, interesPlan: aplicaciones.reduce((total, a) => total + a.interes, 0) },
    ]);
    await this.asentar(manager, prestamoId, [
      {
        tipo: 'cobro',
        fecha: cobro.fecha,
        monto: aCuotas,
        interes,
        efectivo: aCentavos(cobro.monto),
        mora,
        cobroId: cobro.id,
        motivo,
        registradoPor,
      },
    ]);
  }

  /**
   * Bloquea los cobros y rechaza (422 COBRO_EN_ENTREGA) si alguno está en una entrega de caja por confirmar: su monto
   * ya es parte de lo esperado de esa entrega. Confirmada la entrega, el cobro se corrige y el efecto cae en la caja
   * de la oficina, que es donde está el efectivo (docs/decisiones/caja-de-cobradores.md).
   *
   * Primero el candado y después la pregunta, en dos sentencias: una entrega que se está registrando ya bloqueó sus
   * cobros (CajaService.crearEntrega), así que el candado espera a que su transacción termine y la segunda sentencia
   * ya ve la entrega; una entrega que empieza después espera a este candado y ya no encuentra el cobro. Juntar las
   * dos en un solo SELECT … JOIN … FOR UPDATE no basta: si el cobro todavía no tenía entrega al empezar la sentencia, el
   * JOIN lo descarta sin bloquearlo y la entrega lo toma en medio.
   */
  async asegurarFueraDeEntregaPendiente(manager: EntityManager, cobroIds: readonly string[]): Promise<void> {
    if (cobroIds.length === 0) return;
    await manager.query(`SELECT id FROM cobros WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [cobroIds]);
    const filas: Array<{ nombre: string }> = await manager.query(
      `SELECT u.nombre
       FROM cobros co
       JOIN caja_entregas e ON e.id = co.entrega_id AND e.estado = 'pendiente'
       JOIN usuarios u ON u.id = e.cobrador_id
       WHERE co.id = ANY($1::uuid[])
       LIMIT 1`,
      [cobroIds],
    );
    if (filas.length > 0) {
      throw new ErrorNegocio(CODIGOS.cobroEnEntrega, MENSAJES_LIBRO.cobroEnEntrega(filas[0].nombre), 422);
    }
  }

  /**
   * Deshace un cobro (borrarlo o editarlo): quita exactamente sus aplicaciones y asienta la reversión con la fecha del
   * cobro, así la caja de ese día deja de contarlo como antes.
   */
  async deshacerCobro(
    manager: EntityManager,
    prestamoId: string,
    cobro: { id: string; fecha: string; monto: number; origen: string },
    registradoPor: string | null,
    motivo: string,
  ): Promise<void> {
    if (cobro.origen === 'liquidacion' || cobro.origen === 'recuperacion') {
      throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroDeCierre, 409);
    }
    if (cobro.origen === 'importacion') throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroImportado, 409);
    await this.asegurarFueraDeEntregaPendiente(manager, [cobro.id]);
    const filas: Array<{ monto: string; monto_total: string; monto_interes: string; monto_capital: string; liquidado: string }> =
      await manager.query(
        `SELECT ca.monto, q.monto_total, q.monto_interes, q.monto_capital,
                q.monto_refinanciado + q.monto_condonado
                  + (SELECT coalesce(sum(o.monto), 0) FROM cobros_aplicaciones o WHERE o.cuota_id = q.id) AS liquidado
         FROM cobros_aplicaciones ca JOIN cuotas q ON q.id = ca.cuota_id
         WHERE ca.cobro_id = $1`,
        [cobro.id],
      );
    const interesCuotas = filas.reduce((total, fila) => {
      const cuota = {
        montoTotal: aCentavos(Number(fila.monto_total)),
        montoInteres: aCentavos(Number(fila.monto_interes)),
        montoCapital: aCentavos(Number(fila.monto_capital)),
      };
      const despues = aCentavos(Number(fila.liquidado));
      return total + interesDelTramo(cuota, despues - aCentavos(Number(fila.monto)), despues);
    }, 0);
    await manager.query(`DELETE FROM cobros_aplicaciones WHERE cobro_id = $1`, [cobro.id]);
    // La mora que pagó vuelve a estar pendiente.
    const [{ monto_mora: moraPesos }]: Array<{ monto_mora: string }> = await manager.query(
      `SELECT monto_mora FROM cobros WHERE id = $1`,
      [cobro.id],
    );
    const mora = aCentavos(Number(moraPesos));
    // El interés que devuelve es el de su comprobante (interesDeUnaReversion sobre lo que el cobro dejó en el mayor).
    const interes = await this.interesRevertido(manager, prestamoId, cobro.id, aCentavos(cobro.monto) - mora, interesCuotas);
    if (mora > 0) await manager.query(`UPDATE cobros SET monto_mora = 0 WHERE id = $1`, [cobro.id]);
    await moverMoraPendiente(manager, prestamoId, mora);
    await this.asentar(manager, prestamoId, [
      {
        tipo: 'reversion',
        fecha: cobro.fecha,
        monto: aCentavos(cobro.monto) - mora,
        interes,
        efectivo: -aCentavos(cobro.monto),
        mora,
        cobroId: cobro.id,
        motivo,
        registradoPor,
      },
    ]);
  }

  /**
   * Revierte la cuota `numero`: quita exactamente las aplicaciones que tiene, borra los cobros que quedan vacíos
   * y reduce el monto de los que también pagaban otras cuotas.
   */
  async revertirCuota(
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    numero: number,
    registradoPor: string | null,
  ): Promise<ResultadoReversion> {
    this.asegurarAbierto(prestamo);
    const cuotas: Array<{ id: string; monto_total: string; monto_interes: string; monto_capital: string; cerrado: string }> =
      await manager.query(
        `SELECT id, monto_total, monto_interes, monto_capital, monto_refinanciado + monto_condonado AS cerrado
         FROM cuotas WHERE prestamo_id = $1 AND numero = $2`,
        [prestamo.id, numero],
      );
    const cuota = cuotas[0];
    if (!cuota) throw new ErrorNegocio(CODIGOS.cuotaNoEncontrada, MENSAJES_LIBRO.cuotaNoEncontrada, 404);
    const filas: Array<{ cobro_id: string; monto: string; monto_cobro: string; fecha: string; origen: string }> =
      await manager.query(
        `SELECT ca.cobro_id, ca.monto, co.monto AS monto_cobro, co.fecha::text AS fecha, co.origen
         FROM cobros_aplicaciones ca JOIN cobros co ON co.id = ca.cobro_id
         WHERE ca.cuota_id = $1
         ORDER BY co.created_at`,
        [cuota.id],
      );
    if (filas.length === 0) throw new ErrorNegocio(CODIGOS.cuotaSinPagos, MENSAJES_LIBRO.cuotaSinPagos, 409);
    if (filas.some((fila) => fila.origen === 'liquidacion')) {
      throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroDeCierre, 409);
    }
    if (filas.some((fila) => fila.origen === 'importacion'))
      throw new ErrorNegocio(CODIGOS.cobroDeCierre, MENSAJES_LIBRO.cobroImportado, 409);
    await this.asegurarFueraDeEntregaPendiente(manager, filas.map((fila) => fila.cobro_id));
    // Cada cobro que pagaba la cuota devuelve lo suyo, del más nuevo al más antiguo, con su parte de interés.
    const reparto = {
      montoTotal: aCentavos(Number(cuota.monto_total)),
      montoInteres: aCentavos(Number(cuota.monto_interes)),
      montoCapital: aCentavos(Number(cuota.monto_capital)),
    };
    let liquidado = aCentavos(Number(cuota.cerrado)) + filas.reduce((t, fila) => t + aCentavos(Number(fila.monto)), 0);
    const reversiones: Asiento[] = [...filas].reverse().map((fila) => {
      const monto = aCentavos(Number(fila.monto));
      const interes = interesDelTramo(reparto, liquidado - monto, liquidado);
      liquidado -= monto;
      return {
        tipo: 'reversion',
        fecha: fila.fecha,
        monto,
        interes,
        efectivo: -monto,
        cobroId: fila.cobro_id,
        motivo: `Reversión de la cuota ${numero}`,
        registradoPor,
      };
    });
    await this.asentar(manager, prestamo.id, reversiones.reverse());
    const plan = planRevertirCuota(
      filas.map((fila) => ({
        cobroId: fila.cobro_id,
        monto: aCentavos(Number(fila.monto)),
        montoCobro: aCentavos(Number(fila.monto_cobro)),
      })),
    );
    await manager.query(`DELETE FROM cobros_aplicaciones WHERE cuota_id = $1`, [cuota.id]);
    if (plan.eliminar.length > 0) {
      await manager.query(`DELETE FROM cobros WHERE id = ANY($1::uuid[])`, [plan.eliminar]);
    }
    if (plan.reducir.length > 0) {
      await manager.query(
        `UPDATE cobros c SET monto = v.monto, updated_at = now()
         FROM unnest($1::uuid[], $2::numeric[]) AS v(id, monto)
         WHERE c.id = v.id`,
        [plan.reducir.map((r) => r.cobroId), plan.reducir.map((r) => aPesos(r.montoNuevo))],
      );
    }
    const montoRevertido = filas.reduce((total, fila) => total + aCentavos(Number(fila.monto)), 0);
    return {
      cuotaId: cuota.id,
      montoRevertido: aPesos(montoRevertido),
      cobrosEliminados: plan.eliminar,
      cobrosReducidos: plan.reducir.map((r) => ({ cobroId: r.cobroId, montoNuevo: aPesos(r.montoNuevo) })),
    };
  }

  /**
   * Deja cuotas y préstamo de acuerdo con el libro (recalculo.ts). `hoy` es la fecha de negocio en Bogotá. Las
   * operaciones del núcleo de dinero lo hacen en su paso de escritura; lo llaman a mano sólo el alta, el reenganche y la
   * carga de historia.
   */
  async recalcular(manager: EntityManager, prestamoId: string, hoy: string = hoyBogota()): Promise<ResultadoRecalculo> {
    return (await recalcularPlan(manager, prestamoId, hoy, this.automaticos)).resultado;
  }

  /** `recalcular`, y además las cuotas como quedaron: el plan que se responde sin volver a leerlo. */
  recalcularPlan(manager: EntityManager, prestamoId: string, hoy: string = hoyBogota()): Promise<PlanRecalculado> {
    return recalcularPlan(manager, prestamoId, hoy, this.automaticos);
  }

  /** El recálculo de un plan recién insertado, con sus cuotas en memoria (sin releerlas). */
  recalcularPlanNuevo(
    manager: EntityManager,
    prestamoId: string,
    prestamo: PrestamoParaRecalculo,
    cuotas: readonly CuotaEnCentavos[],
    hoy: string = hoyBogota(),
  ): Promise<PlanRecalculado> {
    return recalcularPlanNuevo(manager, prestamoId, prestamo, cuotas, hoy, this.automaticos);
  }
}
