import { Injectable } from '@nestjs/common';
import { CODIGOS, esBusquedaNumerica, soloDigitos, type Cobro, type DetalleCobro } from '@cartera/dominio';
import { sql, type Expression, type SqlBool } from 'kysely';
import { DataSource, type EntityManager } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';
import { arreglo } from '../database/fragmentos';
import { db } from '../database/kysely';
import { ErrorNegocio, noEncontrado, prohibido } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { asegurarAccesoPrestamo, esCobrador } from '../common/acceso-cartera';
import {
  clientesQueCoinciden,
  condicionBusquedaCliente,
  condicionPaginaPorCliente,
} from '../common/busqueda';
import { LibroService, MENSAJES_LIBRO } from '../libro/libro.service';
import type { PermisoRecaudo } from './cobro-recaudo';
import { fechaDePago } from '../libro/fecha-cobro';
import { operacionCobro } from '../dinero/operaciones/cobro';
import { NucleoDinero } from '../dinero/nucleo.service';
import {
  operacionCorregirPrestamo,
  operacionEditarCobro,
  operacionEliminarCobro,
} from '../dinero/operaciones/correccion';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaCobrosDto } from './dto/consulta-cobros.dto';
import type { CorregirPrestamoCobroDto } from './dto/corregir-prestamo.dto';
import type { CreateCobroDto } from './dto/create-cobro.dto';
import type { UpdateCobroDto } from './dto/update-cobro.dto';
import { MENSAJES_COBROS } from './cobros.mensajes';
import { consultasCobros, filaCobro } from './cobros.consultas';
import {
  condicionCobros,
  condicionFiltro,
  ordenCobros,
  paginaCobros,
  paginaPorForma,
  totalPorFiltros,
  totalRegistrado,
  type FiltroCobros,
} from './cobros.lista';
import { cobroAJson, leerCobro } from './cobros.lectura';
import { comandoCobro, comandoEditarCobro, puertasCobro } from './comandos-dinero';

export { MENSAJES_COBROS };

/**
 * Cobros (especificación §7 Collections): cada uno es un asiento del libro (LibroService) aplicado a las cuotas
 * más antiguas. Un cobrador ve sus propios cobros y cobra sólo en su cartera; borrar es de admin y gerente.
 */
@Injectable()
export class CobrosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly libro: LibroService,
    private readonly nucleo: NucleoDinero,
  ) {
    this.cobro = operacionCobro(libro);
    this.edicion = operacionEditarCobro(libro, puertasCobro);
    this.eliminacion = operacionEliminarCobro(libro, puertasCobro);
    this.correccion = operacionCorregirPrestamo(libro, puertasCobro);
  }

  /** Las operaciones de un cobro declaradas para el núcleo de dinero. */
  private readonly cobro: ReturnType<typeof operacionCobro>;
  private readonly edicion: ReturnType<typeof operacionEditarCobro>;
  private readonly eliminacion: ReturnType<typeof operacionEliminarCobro>;
  private readonly correccion: ReturnType<typeof operacionCorregirPrestamo>;

  async listar(consulta: ConsultaCobrosDto, actor: Usuario): Promise<Pagina<Cobro>> {
    const filtros: FiltroCobros[] = [];
    const valores: string[] = [];
    const filtrar = (filtro: FiltroCobros, valor: string | undefined) => {
      if (!valor) return;
      filtros.push(filtro);
      valores.push(valor);
    };
    if (esCobrador(actor)) filtrar('cobrador', actor.id);
    filtrar('cobrador', consulta.cobrador);
    filtrar('prestamo', consulta.prestamo);
    filtrar('fechaDesde', consulta.fechaDesde);
    filtrar('fechaHasta', consulta.fechaHasta);
    filtrar('oficina', consulta.oficina);
    const orden = ordenCobros(consulta.sort);
    const limite = consulta.limit;
    const desde = (consulta.page - 1) * consulta.limit;
    const leer = async (pagina: ReturnType<typeof paginaPorForma>) => {
      const filas = await consultaPreparada(this.dataSource, pagina, { instantesIso: true });
      return filas.map((fila) => cobroAJson(filaCobro(fila)));
    };
    const responder = (cobros: Cobro[], total: number) =>
      new Pagina(cobros, metaPagina(total, consulta.page, consulta.limit));

    if (!consulta.search) {
      // Sin búsqueda, la forma (filtros y orden) ya compilada; sin filtros, el total del registro de conteos.
      const pagina = paginaPorForma({ filtros, orden }, [limite, desde, ...valores]);
      const [cobros, [{ total }]] = await Promise.all([
        leer(pagina),
        consultaPreparada(
          this.dataSource,
          filtros.length === 0 ? totalRegistrado() : totalPorFiltros(filtros, valores),
        ),
      ]);
      return responder(cobros, total);
    }
    const k = db(this.dataSource.manager);
    const condiciones = filtros.map((filtro, i) => condicionFiltro(filtro, sql.val(valores[i])));
    const pagina = (donde: ReadonlyArray<Expression<SqlBool>>) =>
      paginaCobros(k, donde, orden, sql.lit(limite), sql.lit(desde)).compile();
    const clientes = clientesQueCoinciden(consulta.search);
    if (condiciones.length === 0 && !esBusquedaNumerica(consulta.search)) {
      // Sólo una búsqueda por nombre: el total es la suma de `clientes_cobros` de los clientes que coinciden (sin
      // contar sus cobros uno por uno) y decide cómo elegir la página (condicionPaginaPorCliente).
      const [{ total }] = await consultaPreparada(
        this.dataSource,
        k
          .selectFrom('clientes_cobros')
          .select((eb) =>
            eb.cast<number>(eb.fn.coalesce(eb.fn.sum('cantidad'), sql.lit(0)), 'integer').as('total'),
          )
          .where('cliente_id', 'in', clientes),
      );
      return responder(
        total === 0 ? [] : await leer(pagina([condicionPaginaPorCliente(clientes, 'co.cliente_id', total)])),
        total,
      );
    }
    // Por cliente (nombre o cédula) con el índice de cliente de los cobros; con dígitos, también el préstamo de ese
    // número. Cada parte se resuelve como arreglo una sola vez: nunca un OR de subconsultas sobre toda la tabla.
    const digitos = soloDigitos(consulta.search);
    condiciones.push(
      esBusquedaNumerica(consulta.search) && digitos.length <= 18
        ? condicionCobros.or([
            condicionCobros('co.cliente_id', '=', condicionCobros.fn.any(arreglo(clientes))),
            condicionCobros(
              'co.prestamo_id',
              '=',
              condicionCobros.fn.any(
                arreglo(condicionCobros.selectFrom('prestamos').select('id').where('numero', '=', digitos)),
              ),
            ),
          ])
        : condicionBusquedaCliente(clientes, 'co.cliente_id'),
    );
    const [cobros, [{ total }]] = await Promise.all([
      leer(pagina(condiciones)),
      consultaPreparada(
        this.dataSource,
        k
          .selectFrom('cobros as co')
          .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('total'))
          .where(condicionCobros.and(condiciones)),
      ),
    ]);
    return responder(cobros, total);
  }

  /** Un cobro con las cuotas a las que se aplicó, en una sola lectura. */
  async obtener(id: string, actor: Usuario): Promise<DetalleCobro> {
    const detalle = await consultasCobros.detalle(this.dataSource.manager, id);
    if (!detalle) throw noEncontrado(MENSAJES_COBROS.noEncontrado);
    if (esCobrador(actor) && detalle.cobro.cobrador_id !== actor.id) throw prohibido(MENSAJES_COBROS.ajeno);
    return { ...cobroAJson(detalle.cobro), aplicaciones: detalle.aplicaciones, recibo: detalle.recibo };
  }

  /** Los cobros de un préstamo, del más reciente al más antiguo. */
  async porPrestamo(prestamoId: string, actor: Usuario): Promise<Cobro[]> {
    if (!(await consultasCobros.existePrestamo(this.dataSource.manager, prestamoId)))
      throw noEncontrado(MENSAJES_LIBRO.prestamoNoEncontrado);
    await asegurarAccesoPrestamo(this.dataSource.manager, actor, prestamoId);
    const filas = await consultasCobros.delPrestamo(this.dataSource.manager, prestamoId);
    return filas.map(cobroAJson);
  }

  /**
   * Registra un cobro (o, en un préstamo castigado, una recuperación) por el núcleo de dinero: candado, acceso, ventana,
   * mora, reparto, libro y mayor, recálculo, recibo y auditoría (docs/decisiones/nucleo-de-dinero.md).
   */
  async crear(dto: CreateCobroDto, contexto: ContextoSolicitud): Promise<DetalleCobro> {
    const ejecucion = await this.nucleo.ejecutar(
      this.cobro,
      comandoCobro(dto, fechaDePago(dto.fecha)),
      contexto,
    );
    if (!ejecucion.hecha) throw new Error('Un cobro no pasa por cuatro ojos: no puede quedar esperando');
    return this.obtener(ejecucion.escrito.cobroId, contexto.actor);
  }

  /**
   * El mismo cobro, en la transacción de quien llama: devuelve su id. Con `linea` (una línea del extracto o del
   * suspenso cuyo dinero es este cobro), la escritura del núcleo la liga al cobro, así se aplica una sola vez.
   */
  async crearEn(
    manager: EntityManager,
    dto: CreateCobroDto,
    contexto: ContextoSolicitud,
    linea?: string,
  ): Promise<string> {
    const pedido = comandoCobro(dto, fechaDePago(dto.fecha), linea);
    const ejecucion = await this.nucleo.ejecutar(this.cobro, pedido, contexto, { manager });
    if (!ejecucion.hecha) throw new Error('Un cobro no pasa por cuatro ojos: no puede quedar esperando');
    return ejecucion.escrito.cobroId;
  }

  /** Editar un cobro deshace sus aplicaciones y lo vuelve a aplicar con el monto nuevo, por el núcleo de dinero. */
  async actualizar(id: string, dto: UpdateCobroDto, contexto: ContextoSolicitud): Promise<DetalleCobro> {
    const fecha = dto.fecha === undefined ? undefined : fechaDePago(dto.fecha);
    const previo = await leerCobro(this.dataSource.manager, id);
    await this.nucleo.ejecutar(
      this.edicion,
      comandoEditarCobro(id, previo.prestamo_id, dto, fecha),
      contexto,
    );
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
  async corregirPrestamo(
    id: string,
    dto: CorregirPrestamoCobroDto,
    contexto: ContextoSolicitud,
  ): Promise<DetalleCobro> {
    const previo = await leerCobro(this.dataSource.manager, id);
    if (dto.prestamo === previo.prestamo_id)
      throw new ErrorNegocio(CODIGOS.sinCambios, MENSAJES_COBROS.mismoPrestamo, 422);
    const pedido = {
      cobroId: id,
      prestamoId: previo.prestamo_id,
      destinoId: dto.prestamo,
      fecha: previo.fecha,
      motivo: dto.motivo.trim(),
    };
    await this.nucleo.ejecutar(this.correccion, pedido, contexto);
    return this.obtener(id, contexto.actor);
  }

  /** El mismo borrado, en la transacción de quien llama (la anulación de un pago de la pasarela, con su evento). */
  async eliminarEn(
    manager: EntityManager,
    id: string,
    contexto: ContextoSolicitud,
    permiso?: PermisoRecaudo,
  ): Promise<void> {
    const previo = await leerCobro(manager, id);
    const pedido = { cobroId: id, prestamoId: previo.prestamo_id, permisoRecaudo: permiso };
    await this.nucleo.ejecutar(this.eliminacion, pedido, contexto, { manager });
  }

  /**
   * Borrar un cobro deshace exactamente sus aplicaciones, por el núcleo de dinero. Un cobro del banco o de la pasarela
   * sólo lo borra el camino de su recaudo, con su `permiso` (409 COBRO_DE_RECAUDO para los demás).
   */
  async eliminar(id: string, contexto: ContextoSolicitud, permiso?: PermisoRecaudo): Promise<null> {
    const previo = await leerCobro(this.dataSource.manager, id);
    const pedido = { cobroId: id, prestamoId: previo.prestamo_id, permisoRecaudo: permiso };
    await this.nucleo.ejecutar(this.eliminacion, pedido, contexto);
    return null;
  }
}
