// Aplicar una importación revisada (docs/decisiones/importacion.md): un trabajo de pg-boss recorre sus filas por
// lotes, cada lote en su transacción, y guarda el avance; cada fila va en su punto de guardado, así una fila que falla
// queda fuera entera con su error y las demás siguen. Una cancelación se ve al empezar cada lote; una caída deja el
// avance confirmado, y volver a aplicar salta lo que ya está (misma huella en importacion_ids) y completa el resto.
import { ahora } from '../database/fragmentos';
import { randomBytes } from 'node:crypto';
import {
  formatearFecha,
  hoyBogota,
  normalizarDocumento,
  soloDigitos,
  type ErrorFilaImportacion,
  type FilaCliente,
  type FilaCobrador,
  type FilasPorHoja,
  type HojaImportacion,
} from '@cartera/dominio';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar, type Firmante } from '../auditoria/auditar';
import { cifrarContrasena } from '../usuarios/contrasenas';
import { ErrorNegocio } from '../common/errores';
import { db } from '../database/kysely';
import { mensajeDe } from '../common/tipado';
import { ColaService } from '../cola/cola.service';
import { insertarUsuario, usuarioPorId } from '../usuarios/usuarios.filas';
import { CifrasDelArchivo, abrirLibrosImportados } from './apertura-importacion';
import { consultasAplicacion, enPuntoDeGuardado } from './aplicacion.consultas';
import { aplicarClientesPorLote, camposDeCliente } from './aplicar-lote-clientes';
import { columnasCliente } from './lote-clientes.consultas';
import { escribirPaginaPorLote } from './aplicar-lote-prestamos';
import { AplicadorPrestamos, MENSAJES_PRESTAMOS_IMPORTADOS, type PrestamoDelArchivo } from './aplicar-prestamos';
import { ErrorDeFila, periodoCerrado } from './error-de-fila';
import { contrasenasDeCobradoresNuevos } from './contrasenas-cobradores';
import { consultasFilasRevisadas, type FilaRevisada } from './filas-revisadas.consultas';
import { claveDeFila, huellaDeFila } from './huellas';
import { PaginasPorAdelantado } from './lote-por-adelantado';
import { conMemoriaMedida } from './medir-memoria';
import { aplicarSaldosImportados, cifrasDeEfectivo } from './saldos-importacion';

export const COLA_IMPORTACIONES = 'importaciones-aplicar';
/** Cada minuto el trabajo retoma una aplicación que quedó a medias (la API se reinició en medio). */
const MINUTOS_VUELTA = 1;
/** Filas por transacción: el avance se confirma lote a lote. */
export const FILAS_POR_LOTE = 200;
/** Préstamos por transacción: los nuevos con su historia se escriben juntos (aplicar-lote-prestamos.ts). */
export const PRESTAMOS_POR_LOTE = 200;

/** Las hojas que se recorren, en orden: cada préstamo se aplica con sus cobros o sus cuotas (aplicar-prestamos.ts). */
export const HOJAS_APLICABLES = ['Cobradores', 'Clientes', 'Prestamos'] as const satisfies readonly HojaImportacion[];

export const MENSAJES_APLICACION = {
  emailDeOtroRol: 'Ya hay un usuario con ese email que no es cobrador',
  emailDeOtroCobrador: 'Ya hay otro cobrador con ese email',
  cedulaEnCartera: 'Ya hay en Cartera un cliente con esa cédula que no vino de una importación',
  cobradorNoImportado: 'Su cobrador no se importó (vea el error de su fila en Cobradores)',
  inesperado: 'La fila no se pudo aplicar',
} as const;

@Injectable()
export class AplicadorImportaciones implements OnModuleInit {
  private readonly logger = new Logger(AplicadorImportaciones.name);
  /**
   * Los préstamos nuevos con su historia y los clientes nuevos van por el lote; sin él, todos de uno en uno (la prueba
   * de identidad, importaciones-lote.e2e-spec.ts, compara los dos caminos).
   */
  porLotes = true;
  /** Préstamos por página (las pruebas la achican para tener varias páginas con pocos préstamos). */
  prestamosPorPagina = PRESTAMOS_POR_LOTE;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cola: ColaService,
    private readonly prestamos: AplicadorPrestamos,
  ) {}

  onModuleInit(): void {
    this.cola.programarCada(COLA_IMPORTACIONES, MINUTOS_VUELTA, () => this.trabajar());
  }

  /** Pide a pg-boss que el trabajo corra ya (lo toma una sola réplica). */
  disparar(): Promise<void> {
    return this.cola.dispararAhora(COLA_IMPORTACIONES);
  }

  /**
   * Aplica, una tras otra, las importaciones en estado «aplicando». Un candado consultivo de sesión deja a un solo
   * trabajador a la vez (la vuelta de cada minuto y el disparo de «aplicar» pueden coincidir, o dos réplicas).
   */
  async trabajar(): Promise<void> {
    const conexion = this.dataSource.createQueryRunner();
    await conexion.connect();
    try {
      for (;;) {
        if (!(await consultasAplicacion.tomarCandado(conexion.manager, COLA_IMPORTACIONES))) return;
        try {
          await this.aplicarPendientes();
        } finally {
          await consultasAplicacion.soltarCandado(conexion.manager, COLA_IMPORTACIONES);
        }
        // Una aplicación pedida mientras este trabajador tenía el candado (el otro disparo no lo tomó): se sigue aquí.
        if ((await consultasAplicacion.pendiente(conexion.manager)) === undefined) return;
      }
    } finally {
      await conexion.release();
    }
  }

  private async aplicarPendientes(): Promise<void> {
    for (;;) {
      const pendiente = await consultasAplicacion.pendiente(this.dataSource.manager);
      if (pendiente === undefined) return;
      try {
        await conMemoriaMedida('aplicación', () => this.aplicar(pendiente));
      } catch (error) {
        this.logger.error(`Importación ${pendiente}: ${mensajeDe(error)}`);
        await consultasAplicacion.fallida(this.dataSource.manager, pendiente);
        return;
      }
    }
  }

  /**
   * Recorre las filas por lotes, leídas por páginas de `importaciones_filas` (los préstamos de cada página con sus cobros
   * o sus cuotas); vuelve sin terminar si la importación dejó de estar «aplicando» (cancelada).
   */
  async aplicar(id: string): Promise<void> {
    const actor = await this.actor(await consultasAplicacion.creadaPor(this.dataSource.manager, id));
    const hoy = hoyBogota();
    await consultasFilasRevisadas.actualizarEstadisticas(this.dataSource.manager);
    // Lo que el archivo dice de sus préstamos, para compararlo al final con lo que Cartera quedó teniendo.
    const cifras = new CifrasDelArchivo();
    let hechas = 0;
    for (const hoja of HOJAS_APLICABLES) {
      // Los préstamos: cada página se prepara mientras la base escribe la anterior (lote-por-adelantado.ts).
      const calcular = this.porLotes ? { registradoPor: actor.id ?? null, hoy } : null;
      const paginas =
        hoja === 'Prestamos'
          ? new PaginasPorAdelantado(this.dataSource.manager, id, this.prestamosPorPagina, calcular)
          : null;
      try {
        for (let despuesDe = 0; ; ) {
          const sigue = await this.dataSource.transaction(async (manager) => {
            if ((await consultasAplicacion.estadoBloqueado(manager, id)) !== 'aplicando') return 'cancelada';
            const preparada = paginas ? await paginas.tomar() : null;
            const lote: Array<FilaRevisada<HojaImportacion> & { prestamo?: PrestamoDelArchivo }> =
              preparada?.filas ?? (await consultasFilasRevisadas.pagina(manager, id, hoja, despuesDe, FILAS_POR_LOTE));
            if (lote.length === 0) return 'hoja terminada';
            despuesDe = lote[lote.length - 1].numero;
            const errores: ErrorFilaImportacion[] = [];
            // Los préstamos nuevos con su historia y los clientes nuevos, juntos (aplicar-lote-prestamos.ts,
            // aplicar-lote-clientes.ts); los demás, de uno en uno.
            const enLote = !this.porLotes
              ? new Set<string>()
              : preparada
                ? await escribirPaginaPorLote(manager, id, preparada.calculados, actor.id ?? null)
                : hoja === 'Clientes'
                  ? await aplicarClientesPorLote(
                      manager,
                      id,
                      lote.flatMap(({ fila }) => ('cedula' in fila ? [fila] : [])),
                      actor,
                    )
                  : new Set<string>();
            const contrasenas =
              hoja === 'Cobradores'
                ? await contrasenasDeCobradoresNuevos(
                    manager,
                    lote.flatMap(({ fila }) => ('email' in fila && !('cedula' in fila) ? [fila] : [])),
                  )
                : undefined;
            for (const { numero, fila: valor, prestamo = null } of lote) {
              if (prestamo) cifras.agregar(prestamo);
              const error = enLote.has(claveDeFila(hoja, valor))
                ? null
                : await this.aplicarFila(manager, id, hoja, valor, actor, prestamo, hoy, contrasenas);
              if (error)
                errores.push({
                  hoja,
                  fila: numero,
                  columna: error.columna,
                  valor: String(Object.entries(valor).find(([columna]) => columna === error.columna)?.[1] ?? ''),
                  mensaje: error.message,
                });
              // Los cobros y las cuotas de un préstamo se aplican con él: cuentan en el avance.
              hechas += 1 + (prestamo ? prestamo.cobros.length + prestamo.cuotas.length : 0);
            }
            await consultasAplicacion.avance(manager, id, hechas, errores);
            return 'sigue';
          });
          if (sigue === 'cancelada') return;
          if (sigue === 'hoja terminada') break;
        }
      } finally {
        await paginas?.cerrar();
      }
    }
    // El efectivo al corte (hoja Saldos), después de los cobradores que sus cajas nombran: una fila por caja.
    const saldos = await consultasFilasRevisadas.pagina(this.dataSource.manager, id, 'Saldos', 0, FILAS_POR_LOTE);
    const conSaldos = await aplicarSaldosImportados(this.dataSource, id, saldos, actor, hechas);
    if (conSaldos === null) return;
    hechas = conSaldos;
    await this.dataSource.transaction(async (manager) => {
      const resultado = await consultasAplicacion.terminar(manager, id);
      if (!resultado) return;
      // Con préstamos: los libros se cierran hasta el corte y el resultado compara el archivo con Cartera.
      const efectivo = await cifrasDeEfectivo(manager, saldos.map((s) => s.fila));
      const apertura = await abrirLibrosImportados(manager, id, cifras, actor, efectivo);
      await auditar(manager, { actor, ip: 'trabajo de importación' }, 'Sistema', {
        accion: 'Aplicar importación',
        detalles:
          `Archivo ${resultado.nombre_archivo}: ${hechas} filas recorridas, ${resultado.errores} sin aplicar` +
          (apertura?.cerradoHasta ? `; libros cerrados hasta el ${formatearFecha(apertura.cerradoHasta)}` : ''),
      });
    });
  }

  private async actor(id: string | null): Promise<Firmante> {
    const usuario = id ? await usuarioPorId(this.dataSource.manager, id) : null;
    // Quien la revisó ya no existe: la auditoría la firma «Importación», sin usuario.
    return usuario ? { id: usuario.id, nombre: usuario.nombre } : { id: null, nombre: 'Importación' };
  }

  /**
   * Una fila en su punto de guardado: si ya está con la misma huella no hace nada; si falla, se deshace entera y
   * devuelve su error.
   */
  private async aplicarFila(
    manager: EntityManager,
    importacionId: string,
    hoja: HojaImportacion,
    valor: FilasPorHoja[HojaImportacion],
    actor: Firmante,
    prestamo: PrestamoDelArchivo | null,
    hoy: string,
    contrasenas?: ReadonlyMap<string, string>,
  ): Promise<ErrorDeFila | null> {
    const clave = claveDeFila(hoja, valor);
    const huella = huellaDeFila(valor);
    const previa = await consultasAplicacion.previa(manager, hoja, clave);
    if (previa?.huella === huella && (!prestamo || (await this.prestamos.sinCambios(manager, prestamo)))) return null;
    try {
      await enPuntoDeGuardado(manager, 'fila_importacion', async () => {
        // La fila se reconoce por sus columnas, como en el lote: la de un cliente lleva cédula; la de un cobrador, email.
        const idCartera = prestamo
          ? await this.prestamos.aplicar(manager, importacionId, prestamo, previa?.id_cartera, actor, hoy)
          : 'cedula' in valor
            ? await this.aplicarCliente(manager, valor, previa?.id_cartera, actor)
            : hoja === 'Cobradores' && 'email' in valor
              ? await this.aplicarCobrador(manager, valor, previa?.id_cartera, contrasenas)
              : null;
        if (idCartera === null) throw new Error(`Importación: la fila ${clave} de ${hoja} no es de las que se aplican así`);
        await consultasAplicacion.registrarIds(manager, [
          { hoja, id_externo: clave, id_cartera: idCartera, huella, importacion_id: importacionId },
        ]);
      });
      return null;
    } catch (error) {
      if (error instanceof ErrorDeFila) return error;
      // Una regla de Cartera que la fila no cumple (un cobro que pasa lo que se debe…) dice su propio mensaje.
      if (error instanceof ErrorNegocio) return new ErrorDeFila('idExterno', error.message);
      const cierre = periodoCerrado(error);
      if (cierre) return new ErrorDeFila('idExterno', MENSAJES_PRESTAMOS_IMPORTADOS.periodoCerrado(cierre));
      this.logger.warn(`Fila ${hoja} ${clave}: ${mensajeDe(error)}`);
      return new ErrorDeFila('idExterno', MENSAJES_APLICACION.inesperado);
    }
  }

  /** Un cobrador: nuevo (con una contraseña al azar que el administrador cambia), o el mismo email si ya es cobrador. */
  private async aplicarCobrador(
    manager: EntityManager,
    fila: FilaCobrador,
    idPrevio: string | undefined,
    contrasenas?: ReadonlyMap<string, string>,
  ): Promise<string> {
    const conEmail = await consultasAplicacion.usuarioPorEmail(manager, fila.email);
    if (conEmail && conEmail.rol !== 'cobrador') throw new ErrorDeFila('email', MENSAJES_APLICACION.emailDeOtroRol);
    if (conEmail && idPrevio && conEmail.id !== idPrevio)
      throw new ErrorDeFila('email', MENSAJES_APLICACION.emailDeOtroCobrador);
    const id = idPrevio ?? conEmail?.id;
    const campos = {
      nombre: fila.nombre,
      email: fila.email.trim(),
      telefono: fila.telefono ? soloDigitos(fila.telefono) : null,
      estado: fila.estado,
    };
    if (id) {
      await db(manager)
        .updateTable('usuarios')
        .set({ ...campos, updated_at: ahora() })
        .where('id', '=', id)
        .execute();
      return id;
    }
    const usuario = await insertarUsuario(manager, {
      ...campos,
      rol: 'cobrador',
      zona: null,
      cedula: null,
      latitud: null,
      longitud: null,
      passwordHash:
        contrasenas?.get(fila.idExterno) ?? (await cifrarContrasena(randomBytes(24).toString('base64url'))),
      credencialesVersion: 1,
    });
    return usuario.id;
  }

  /** Un cliente con todos sus campos y, si el archivo la trae, su autorización de datos con el canal y la fecha dados. */
  private async aplicarCliente(
    manager: EntityManager,
    fila: FilaCliente,
    idPrevio: string | undefined,
    actor: Firmante,
  ): Promise<string> {
    let cobradorId: string | null = null;
    if (fila.cobrador) {
      const cobrador = await consultasAplicacion.previa(manager, 'Cobradores', fila.cobrador);
      if (!cobrador) throw new ErrorDeFila('cobrador', MENSAJES_APLICACION.cobradorNoImportado);
      cobradorId = cobrador.id_cartera;
    }
    // El número normalizado según su tipo (documentos.ts), nunca relleno.
    const cedula = normalizarDocumento(fila.tipoDocumento, fila.cedula);
    const conCedula = await consultasAplicacion.clientePorCedula(manager, fila.tipoDocumento, cedula);
    if (conCedula !== undefined && conCedula !== idPrevio) throw new ErrorDeFila('cedula', MENSAJES_APLICACION.cedulaEnCartera);
    const { autorizacionCanal, autorizacionFecha } = fila;
    const columnas = columnasCliente(camposDeCliente(fila, cedula, cobradorId));
    let id = idPrevio;
    if (id) {
      await db(manager)
        .updateTable('clientes')
        .set({ ...columnas, updated_at: ahora() })
        .where('id', '=', id)
        .execute();
    } else {
      const nuevo = await db(manager).insertInto('clientes').values(columnas).returning('id').executeTakeFirstOrThrow();
      id = nuevo.id;
    }
    if (autorizacionCanal && autorizacionFecha)
      await consultasAplicacion.autorizar(manager, [{ clienteId: id, canal: autorizacionCanal, fecha: autorizacionFecha }], actor);
    return id;
  }
}
