import { Inject, Injectable } from '@nestjs/common';
import {
  CODIGOS,
  formatearCOP,
  formatearFecha,
  soloDigitos,
  type Cobro,
  type DetalleCobro,
  type OrigenCobro,
  type TipoCuentaPago,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { consultaPreparada, instanteJson } from '../database/consulta-preparada';
import { ErrorNegocio, errorValidacion, noEncontrado, prohibido } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { asegurarAccesoPrestamo, esCobrador } from '../cartera/acceso';
import { auditar } from '../auditoria/auditar';
import { validarFechaCobro, validarFechaCobroDe } from '../cartera/fecha-cobro';
import { leerDiasAtrasFechas } from '../cartera/ventana-fechas';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import {
  clientesQueCoinciden,
  condicionBusquedaCliente,
  crearParametros,
  condicionPaginaPorCliente,
  esBusquedaNumerica,
} from '../cartera/busqueda';
import { aCentavos, aPesos } from '../cartera/dinero';
import { LibroService, MENSAJES_LIBRO, type PrestamoBloqueado } from '../cartera/libro.service';
import { registrarNotificacion } from '../cartera/notificaciones';
import { AutomaticosService } from '../notificaciones/automaticos.service';
import { reciboAJson, sqlMensajeRecibo, SQL_CLAVES_RECIBO, type FilaMensajeRecibo } from '../notificaciones/recibo';
import { fechaDePago } from '../prestamos/plan/plan.service';
import { seleccionUbicacion, ubicacionAJson, type ColumnasUbicacion } from '../cartera/ubicacion';
import { listaCuotas, numerosDeCuotas, operacionCobro, validarCobrador } from '../dinero/operaciones/cobro';
import { NucleoDinero } from '../dinero/nucleo.service';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaCobrosDto } from './dto/consulta-cobros.dto';
import type { CorregirPrestamoCobroDto } from './dto/corregir-prestamo.dto';
import type { CreateCobroDto } from './dto/create-cobro.dto';
import type { UpdateCobroDto } from './dto/update-cobro.dto';
import { MENSAJES_COBROS } from './cobros.mensajes';

export { MENSAJES_COBROS };

/** El motivo de cada asiento de una corrección de préstamo (los dos llevan el del usuario). */
const MOTIVOS_CORRECCION = {
  reversion: (destino: string, motivo: string) => `Corrección de préstamo: pasó al #${destino}. ${motivo}`,
  cobro: (origen: string, motivo: string) => `Corrección de préstamo: venía del #${origen}. ${motivo}`,
} as const;

const COLUMNAS_COBRO = `
  co.id, co.monto, co.fecha, co.observaciones, co.origen, co.cobrador_id, co.cuota_id, co.created_at, co.updated_at,
  u.nombre AS cobrador_nombre, co.en_poder_de, co.cuenta_pago_id, co.referencia_pago,
  (SELECT json_build_object('_id', pc.id, 'nombre', pc.nombre, 'tipo', pc.tipo) FROM pagos_cuentas pc
   WHERE pc.id = co.cuenta_pago_id) AS cuenta_pago,
  (SELECT up.nombre FROM usuarios up WHERE up.id = co.en_poder_de) AS en_poder_de_nombre, p.id AS prestamo_id, p.numero AS prestamo_numero,
  c.id AS cliente_id, c.nombre AS cliente_nombre, ${seleccionUbicacion('co')},
  (SELECT distancia_fuera_de_sitio_metros FROM configuracion_organizacion WHERE id = 1) AS umbral_fuera_de_sitio`;

const FROM_COBROS = `
  FROM cobros co
  JOIN prestamos p ON p.id = co.prestamo_id
  JOIN clientes c ON c.id = p.cliente_id
  LEFT JOIN usuarios u ON u.id = co.cobrador_id`;

interface FilaCobro extends ColumnasUbicacion {
  id: string;
  monto: string;
  fecha: string;
  observaciones: string | null;
  origen: OrigenCobro;
  cobrador_id: string | null;
  cuota_id: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  cobrador_nombre: string | null;
  en_poder_de: string | null;
  en_poder_de_nombre: string | null;
  cuenta_pago_id: string | null;
  referencia_pago: string | null;
  cuenta_pago: { _id: string; nombre: string; tipo: TipoCuentaPago } | null;
  prestamo_id: string;
  prestamo_numero: string;
  cliente_id: string;
  cliente_nombre: string;
  /** La distancia de «fuera de sitio» vigente (una subconsulta que PostgreSQL evalúa una vez por consulta). */
  umbral_fuera_de_sitio: number;
}

function cobroAJson(fila: FilaCobro): Cobro {
  return {
    _id: fila.id,
    prestamo: {
      _id: fila.prestamo_id,
      numero: Number(fila.prestamo_numero),
      cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
    },
    monto: Number(fila.monto),
    fecha: fila.fecha,
    observaciones: fila.observaciones,
    origen: fila.origen,
    cobrador: fila.cobrador_id ? { _id: fila.cobrador_id, nombre: fila.cobrador_nombre ?? '' } : null,
    enPoderDe: fila.en_poder_de ? { _id: fila.en_poder_de, nombre: fila.en_poder_de_nombre ?? '' } : null,
    medio: fila.cuenta_pago_id ? 'transferencia' : 'efectivo',
    cuentaPago: fila.cuenta_pago,
    referenciaPago: fila.referencia_pago,
    ubicacion: ubicacionAJson(fila, fila.umbral_fuera_de_sitio),
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

const COLUMNAS_ORDEN: Readonly<Record<string, string>> = {
  fecha: 'co.fecha',
  monto: 'co.monto',
  createdAt: 'co.created_at',
};

/**
 * Cobros (especificación §7 Collections): cada uno es un asiento del libro (LibroService) aplicado a las cuotas
 * más antiguas. Un cobrador ve sus propios cobros y cobra sólo en su cartera; borrar es de admin y gerente.
 */
@Injectable()
export class CobrosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    private readonly automaticos: AutomaticosService,
    private readonly nucleo: NucleoDinero,
  ) {
    this.cobro = operacionCobro(libro);
  }

  /** El cobro declarado para el núcleo de dinero. */
  private readonly cobro: ReturnType<typeof operacionCobro>;

  async listar(consulta: ConsultaCobrosDto, actor: Usuario): Promise<Pagina<Cobro>> {
    const { valores, param } = crearParametros();
    const condiciones: string[] = [];
    if (esCobrador(actor)) condiciones.push(`co.cobrador_id = ${param(actor.id)}`);
    if (consulta.cobrador) condiciones.push(`co.cobrador_id = ${param(consulta.cobrador)}`);
    if (consulta.prestamo) condiciones.push(`co.prestamo_id = ${param(consulta.prestamo)}`);
    if (consulta.fechaDesde) condiciones.push(`co.fecha >= ${param(consulta.fechaDesde)}`);
    if (consulta.fechaHasta) condiciones.push(`co.fecha <= ${param(consulta.fechaHasta)}`);
    const [campo, direccion] = (consulta.sort ?? 'fecha_desc').split('_');
    const orden = `${COLUMNAS_ORDEN[campo] ?? 'co.fecha'} ${direccion === 'asc' ? 'ASC' : 'DESC'}, co.created_at DESC, co.id DESC`;
    const pagina = (where: string) =>
      consultaPreparada(this.dataSource, 
        // La página se elige sólo en cobros (todas las condiciones son de co) y después se junta con préstamo,
        // cliente y cobrador: diez joins, no los de todos los cobros que cumplen el filtro.
        `SELECT ${COLUMNAS_COBRO}
         FROM (
           SELECT co.* FROM cobros co ${where}
           ORDER BY ${orden} LIMIT ${consulta.limit} OFFSET ${(consulta.page - 1) * consulta.limit}
         ) co
         JOIN prestamos p ON p.id = co.prestamo_id
         JOIN clientes c ON c.id = p.cliente_id
         LEFT JOIN usuarios u ON u.id = co.cobrador_id
         ORDER BY ${orden}`,
        valores,
        { instantesIso: true },
      ) as Promise<FilaCobro[]>;
    const responder = (filas: FilaCobro[], total: number) =>
      new Pagina(filas.map(cobroAJson), metaPagina(total, consulta.page, consulta.limit));

    if (!consulta.search && condiciones.length === 0) {
      // Sin filtros: el total del registro de conteos (sin contar un millón de filas).
      const [filas, [{ total }]] = await Promise.all([
        pagina(''),
        consultaPreparada(this.dataSource, `SELECT coalesce(sum(cantidad), 0)::int AS total FROM cobros_resumen`) as Promise<Array<{ total: number }>>,
      ]);
      return responder(filas, total);
    }
    if (consulta.search && condiciones.length === 0 && !esBusquedaNumerica(consulta.search)) {
      // Sólo una búsqueda por nombre: el total es la suma de `clientes_cobros` de los clientes que coinciden (sin
      // contar sus cobros uno por uno) y decide cómo elegir la página (condicionPaginaPorCliente).
      const clientes = clientesQueCoinciden(consulta.search, param);
      const [{ total }]: Array<{ total: number }> = await consultaPreparada(this.dataSource, 
        `SELECT coalesce(sum(cantidad), 0)::int AS total FROM clientes_cobros WHERE cliente_id IN (${clientes})`,
        valores,
      );
      return responder(total === 0 ? [] : await pagina(`WHERE ${condicionPaginaPorCliente(clientes, 'co', total)}`), total);
    }
    if (consulta.search) {
      // Por cliente (nombre o cédula) con el índice de cliente de los cobros; con dígitos, también el préstamo de ese
      // número. Cada parte se resuelve como arreglo una sola vez: nunca un OR de subconsultas sobre toda la tabla.
      const digitos = soloDigitos(consulta.search);
      condiciones.push(
        esBusquedaNumerica(consulta.search) && digitos.length <= 18
          ? `(co.cliente_id = ANY (ARRAY(${clientesQueCoinciden(consulta.search, param)}))
              OR co.prestamo_id = ANY (ARRAY(SELECT id FROM prestamos WHERE numero = ${param(digitos)}::bigint)))`
          : condicionBusquedaCliente(consulta.search, param, 'co'),
      );
    }
    const where = `WHERE ${condiciones.join(' AND ')}`;
    const [filas, [{ total }]] = await Promise.all([
      pagina(where),
      this.dataSource.query(`SELECT count(*)::int AS total FROM cobros co ${where}`, valores) as Promise<Array<{ total: number }>>,
    ]);
    return responder(filas, total);
  }

  private async leer(manager: EntityManager, id: string): Promise<FilaCobro> {
    const [fila]: FilaCobro[] = await manager.query(`SELECT ${COLUMNAS_COBRO} ${FROM_COBROS} WHERE co.id = $1`, [id]);
    if (!fila) throw noEncontrado(MENSAJES_COBROS.noEncontrado);
    return fila;
  }

  /** Un cobro con las cuotas a las que se aplicó, en una sola lectura. */
  async obtener(id: string, actor: Usuario): Promise<DetalleCobro> {
    const [fila]: Array<
      FilaCobro & {
        aplicaciones: AplicacionLeida[];
        recibo: FilaMensajeRecibo | null;
      }
    > = await this.dataSource.query(
      `SELECT ${COLUMNAS_COBRO},
              (SELECT coalesce(json_agg(json_build_object('cuota_id', ca.cuota_id, 'numero', cu.numero,
                                                          'fecha_programada', cu.fecha_programada, 'monto', ca.monto)
                                        ORDER BY cu.numero), '[]'::json)
               FROM cobros_aplicaciones ca JOIN cuotas cu ON cu.id = ca.cuota_id
               WHERE ca.cobro_id = co.id) AS aplicaciones,
              ${sqlMensajeRecibo(SQL_CLAVES_RECIBO.recibo('co.id'))} AS recibo
       ${FROM_COBROS} WHERE co.id = $1`,
      [id],
    );
    if (!fila) throw noEncontrado(MENSAJES_COBROS.noEncontrado);
    if (esCobrador(actor) && fila.cobrador_id !== actor.id) throw prohibido(MENSAJES_COBROS.ajeno);
    return {
      ...cobroAJson(fila),
      aplicaciones: fila.aplicaciones.map((a) => ({
        cuota: { _id: a.cuota_id, numero: a.numero, fechaProgramada: a.fecha_programada },
        monto: Number(a.monto),
      })),
      recibo: fila.recibo ? reciboAJson(fila.recibo) : null,
    };
  }

  /** Los cobros de un préstamo, del más reciente al más antiguo. */
  async porPrestamo(prestamoId: string, actor: Usuario): Promise<Cobro[]> {
    const [existe]: unknown[] = await this.dataSource.query(`SELECT 1 FROM prestamos WHERE id = $1`, [prestamoId]);
    if (!existe) throw noEncontrado(MENSAJES_LIBRO.prestamoNoEncontrado);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, prestamoId);
    const filas: FilaCobro[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_COBRO} ${FROM_COBROS} WHERE co.prestamo_id = $1 ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC`,
      [prestamoId],
    );
    return filas.map(cobroAJson);
  }

  /** La fecha del cobro: no antes del inicio del préstamo, y un cobrador no más de COBRO_RETROACTIVO_DIAS atrás. */
  private validarFechaCobro(manager: EntityManager, prestamoId: string, fecha: string, actor: Usuario): Promise<void> {
    return validarFechaCobro(manager, prestamoId, fecha, actor, this.config.cobroRetroactivoDias);
  }

  /**
   * Registra un cobro (o, en un préstamo castigado, una recuperación) por el núcleo de dinero: candado, acceso, ventana,
   * mora, reparto, libro y mayor, recálculo, recibo y auditoría (docs/decisiones/nucleo-de-dinero.md).
   */
  async crear(dto: CreateCobroDto, contexto: ContextoSolicitud): Promise<DetalleCobro> {
    const ejecucion = await this.nucleo.ejecutar(this.cobro, { dto, fecha: fechaDePago(dto.fecha) }, contexto);
    if (!ejecucion.hecha) throw new Error('Un cobro no pasa por cuatro ojos: no puede quedar esperando');
    return this.obtener(ejecucion.escrito.cobroId, contexto.actor);
  }

  /** Editar un cobro deshace sus aplicaciones y lo vuelve a aplicar con el monto nuevo, en una transacción. */
  async actualizar(id: string, dto: UpdateCobroDto, contexto: ContextoSolicitud): Promise<DetalleCobro> {
    const fecha = dto.fecha === undefined ? undefined : fechaDePago(dto.fecha);
    await this.dataSource.transaction(async (manager) => {
      const previo = await this.leer(manager, id);
      const prestamo = await this.libro.bloquearPrestamo(manager, previo.prestamo_id);
      const anterior = await this.leer(manager, id); // releído bajo el candado: otro pudo borrarlo o cambiarlo
      if (dto.prestamo && dto.prestamo !== anterior.prestamo_id) {
        throw new ErrorNegocio(CODIGOS.cobroOtroPrestamo, MENSAJES_COBROS.otroPrestamo, 422);
      }
      // Sólo un cobrador nuevo tiene que estar activo: el de siempre, aunque se haya desactivado, no impide editar.
      if (dto.cobrador && dto.cobrador !== anterior.cobrador_id) {
        await validarCobrador(manager, dto.cobrador);
      }
      if (fecha !== undefined) await this.validarFechaCobro(manager, anterior.prestamo_id, fecha, contexto.actor);
      this.libro.asegurarAbierto(prestamo);
      const monto = dto.monto ?? Number(anterior.monto);
      // La mora hasta hoy sobre las cuotas como estaban, antes de deshacer: lo reaplicado la paga primero.
      await this.libro.causarMora(manager, prestamo);
      await this.libro.deshacerCobro(
        manager,
        prestamo.id,
        { id, fecha: anterior.fecha, monto: Number(anterior.monto), origen: anterior.origen },
        contexto.actor.id,
        'Cobro modificado',
      );
      let cuotaNumero: number | undefined;
      if (anterior.origen === 'pago_cuota' && anterior.cuota_id) {
        const [cuota]: Array<{ numero: number }> = await manager.query(`SELECT numero FROM cuotas WHERE id = $1`, [
          anterior.cuota_id,
        ]);
        cuotaNumero = cuota?.numero;
      }
      const aplicaciones = await this.libro.calcularAplicaciones(manager, prestamo, aCentavos(monto), cuotaNumero);
      await this.libro.reaplicarCobro(
        manager,
        prestamo.id,
        { id, fecha: fecha ?? anterior.fecha, monto: aPesos(aCentavos(monto)) },
        aplicaciones,
        contexto.actor.id,
      );
      await manager.query(
        `UPDATE cobros SET monto = $2, fecha = $3, observaciones = $4, cobrador_id = $5, updated_at = now() WHERE id = $1`,
        [
          id,
          aPesos(aCentavos(monto)),
          fecha ?? anterior.fecha,
          dto.observaciones === undefined ? anterior.observaciones : dto.observaciones,
          dto.cobrador === undefined ? anterior.cobrador_id : dto.cobrador,
        ],
      );
      const resultado = await this.libro.recalcular(manager, prestamo.id);
      // El recibo del cliente decía otro monto u otra fecha: sale su corrección (docs/decisiones/recibos-de-cobro.md).
      // Repetir la misma edición no cambia nada de eso y no vuelve a avisar.
      if (aCentavos(monto) !== aCentavos(Number(anterior.monto)) || (fecha ?? anterior.fecha) !== anterior.fecha) {
        await this.automaticos.enviarCorrecciones(manager, [
          {
            cobroId: id,
            prestamoId: prestamo.id,
            montoNuevo: aPesos(aCentavos(monto)),
            saldoDespues: resultado.saldoPendiente,
            cobradorId: dto.cobrador === undefined ? anterior.cobrador_id : dto.cobrador,
          },
        ]);
      }
      await registrarNotificacion(manager, {
        prestamoId: prestamo.id,
        categoria: 'pago',
        titulo: 'Cobro modificado',
        mensaje: `El cobro del ${formatearFecha(anterior.fecha)} pasó de ${formatearCOP(Number(anterior.monto))} a ${formatearCOP(monto)}. Saldo pendiente: ${formatearCOP(resultado.saldoPendiente)}`,
      });
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Actualizar cobro',
        detalles: `Cobro del préstamo #${prestamo.numero}: ${formatearCOP(Number(anterior.monto))} → ${formatearCOP(monto)}`,
        datosAnteriores: cobroAJson(anterior),
        datosNuevos: { monto, fecha: fecha ?? anterior.fecha, cuotas: numerosDeCuotas(aplicaciones), ...resultado },
      });
    });
    return this.obtener(id, contexto.actor);
  }

  /**
   * «Corregir préstamo»: el cobro pasa a otro préstamo, del mismo cliente o de otro (el cobrador lo anotó al cliente
   * equivocado), y conserva su id, su fecha, su monto, su cobrador, quien tiene el efectivo (`en_poder_de`) y su entrega
   * de caja, así nada de la caja cambia. En el libro es
   * una reversión en el préstamo de antes y una aplicación nueva (a las cuotas más antiguas) en el otro, con la fecha del
   * cobro y el motivo. Un pago de cuota deja de ser de esa cuota: pasa a ser un cobro. Una transacción, los dos préstamos
   * y el cobro bloqueados, un evento de auditoría (docs/decisiones/corregir-prestamo-de-un-cobro.md).
   */
  async corregirPrestamo(id: string, dto: CorregirPrestamoCobroDto, contexto: ContextoSolicitud): Promise<DetalleCobro> {
    const motivo = dto.motivo.trim();
    const actor = contexto.actor;
    await this.dataSource.transaction(async (manager) => {
      const previo = await this.leer(manager, id);
      if (dto.prestamo === previo.prestamo_id) {
        throw new ErrorNegocio(CODIGOS.sinCambios, MENSAJES_COBROS.mismoPrestamo, 422);
      }
      // Los dos préstamos se bloquean en orden de id: dos correcciones cruzadas (A → B y B → A) no se esperan en círculo.
      const bloqueados = new Map<string, PrestamoBloqueado | null>();
      for (const prestamoId of [previo.prestamo_id, dto.prestamo].sort()) {
        bloqueados.set(prestamoId, await this.libro.bloquearPrestamoSiExiste(manager, prestamoId));
      }
      const origen = bloqueados.get(previo.prestamo_id);
      const destino = bloqueados.get(dto.prestamo);
      if (!destino) throw errorValidacion({ prestamo: [MENSAJES_LIBRO.prestamoNoEncontrado] });
      const anterior = await this.leer(manager, id); // releído bajo el candado: otro pudo moverlo o borrarlo
      if (!origen || anterior.prestamo_id !== origen.id) {
        throw new ErrorNegocio(CODIGOS.reintentar, MENSAJES_COBROS.cobroMovido, 409);
      }
      const otroCliente = destino.clienteId !== origen.clienteId;
      this.libro.asegurarAbierto(origen);
      // La fecha del cobro en el otro préstamo: no antes de su inicio y dentro de la ventana de la organización.
      const ventana = await leerDiasAtrasFechas(manager);
      validarFechaCobroDe(destino.fechaInicio, anterior.fecha, actor, this.config.cobroRetroactivoDias, 'prestamo', ventana);
      const monto = aCentavos(Number(anterior.monto));
      // La mora de los dos hasta hoy, sobre sus cuotas como estaban: el cobro paga primero la del otro préstamo.
      await this.libro.causarMora(manager, origen);
      await this.libro.causarMora(manager, destino);
      // Lo que el otro préstamo recibe (cerrado, sin plan o sin saldo para el monto: 422).
      const aplicaciones = await this.libro.calcularAplicaciones(manager, destino, monto);
      await this.libro.deshacerCobro(
        manager,
        origen.id,
        { id, fecha: anterior.fecha, monto: aPesos(monto), origen: anterior.origen },
        actor.id,
        MOTIVOS_CORRECCION.reversion(destino.numero, motivo),
      );
      await manager.query(
        `UPDATE cobros
         SET prestamo_id = $2, cuota_id = NULL, origen = CASE WHEN origen = 'pago_cuota' THEN 'cobro' ELSE origen END,
             updated_at = now()
         WHERE id = $1`,
        [id, destino.id],
      );
      await this.libro.reaplicarCobro(
        manager,
        destino.id,
        { id, fecha: anterior.fecha, monto: aPesos(monto) },
        aplicaciones,
        actor.id,
        MOTIVOS_CORRECCION.cobro(origen.numero, motivo),
      );
      const resultadoOrigen = await this.libro.recalcular(manager, origen.id);
      const resultadoDestino = await this.libro.recalcular(manager, destino.id);
      if (otroCliente) {
        // El cliente del préstamo de antes tenía un recibo de un pago que no era suyo: le llega anulado.
        await this.automaticos.enviarCorrecciones(manager, [
          {
            cobroId: id,
            prestamoId: origen.id,
            montoNuevo: null,
            saldoDespues: resultadoOrigen.saldoPendiente,
            cobradorId: anterior.cobrador_id,
          },
        ]);
      }
      await this.automaticos.enviarCorrecciones(manager, [
        {
          cobroId: id,
          prestamoId: destino.id,
          montoNuevo: aPesos(monto),
          saldoDespues: resultadoDestino.saldoPendiente,
          cobradorId: anterior.cobrador_id,
        },
      ]);
      const cuotas = numerosDeCuotas(aplicaciones);
      await registrarNotificacion(manager, {
        prestamoId: origen.id,
        categoria: 'reverso',
        titulo: 'Cobro pasado a otro préstamo',
        mensaje: `El cobro de ${formatearCOP(aPesos(monto))} del ${formatearFecha(anterior.fecha)} pasó al préstamo #${destino.numero}: ${motivo}. Saldo pendiente: ${formatearCOP(resultadoOrigen.saldoPendiente)}`,
      });
      await registrarNotificacion(manager, {
        prestamoId: destino.id,
        categoria: 'pago',
        titulo: 'Cobro recibido de otro préstamo',
        mensaje: `El cobro de ${formatearCOP(aPesos(monto))} del ${formatearFecha(anterior.fecha)}, que estaba en el préstamo #${origen.numero}, se aplicó a ${listaCuotas(cuotas)}. Saldo pendiente: ${formatearCOP(resultadoDestino.saldoPendiente)}`,
      });
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Corregir préstamo del cobro',
        detalles:
          `Cobro de ${formatearCOP(aPesos(monto))} del ${formatearFecha(anterior.fecha)}: préstamo #${origen.numero} → ` +
          `#${destino.numero}${otroCliente ? ` (de otro cliente: estaba en el de ${anterior.cliente_nombre})` : ''}`,
        datosAnteriores: { ...cobroAJson(anterior), saldoPrestamo: origen.saldoPendiente, saldoOtroPrestamo: destino.saldoPendiente },
        datosNuevos: {
          prestamo: destino.id,
          cliente: destino.clienteId,
          otroCliente,
          enPoderDe: anterior.en_poder_de,
          motivo,
          cuotas,
          saldoPrestamoAnterior: resultadoOrigen.saldoPendiente,
          saldoPrestamo: resultadoDestino.saldoPendiente,
        },
      });
    });
    return this.obtener(id, actor);
  }

  /** Borrar un cobro deshace exactamente sus aplicaciones. */
  async eliminar(id: string, contexto: ContextoSolicitud): Promise<null> {
    await this.dataSource.transaction(async (manager) => {
      const previo = await this.leer(manager, id);
      const prestamo = await this.libro.bloquearPrestamo(manager, previo.prestamo_id);
      const anterior = await this.leer(manager, id);
      this.libro.asegurarAbierto(prestamo);
      await this.libro.causarMora(manager, prestamo);
      await this.libro.deshacerCobro(
        manager,
        prestamo.id,
        { id, fecha: anterior.fecha, monto: Number(anterior.monto), origen: anterior.origen },
        contexto.actor.id,
        'Cobro eliminado',
      );
      await manager.query(`DELETE FROM cobros WHERE id = $1`, [id]);
      const resultado = await this.libro.recalcular(manager, prestamo.id);
      await this.automaticos.enviarCorrecciones(manager, [
        {
          cobroId: id,
          prestamoId: prestamo.id,
          montoNuevo: null,
          saldoDespues: resultado.saldoPendiente,
          cobradorId: anterior.cobrador_id,
        },
      ]);
      await registrarNotificacion(manager, {
        prestamoId: prestamo.id,
        categoria: 'reverso',
        titulo: 'Pago revertido',
        mensaje: `Se eliminó el cobro de ${formatearCOP(Number(anterior.monto))} del ${formatearFecha(anterior.fecha)}. Saldo pendiente: ${formatearCOP(resultado.saldoPendiente)}`,
      });
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Eliminar cobro',
        detalles: `Cobro de ${formatearCOP(Number(anterior.monto))} del préstamo #${prestamo.numero}`,
        datosAnteriores: cobroAJson(anterior),
        datosNuevos: resultado,
      });
    });
    return null;
  }
}

/** Una aplicación del cobro tal como la devuelve json_agg en `obtener`. */
interface AplicacionLeida {
  cuota_id: string;
  numero: number;
  fecha_programada: string;
  monto: number;
}
