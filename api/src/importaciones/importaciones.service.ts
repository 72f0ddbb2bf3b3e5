import {
  CODIGOS,
  ESTADOS_IMPORTACION_APLICABLES,
  HOJAS_IMPORTACION,
  RevisionEnFlujo,
  leerMapeoColumnas,
  segundosRestantesImportacion,
  hoyBogota,
  type HojaImportacion,
  type Importacion,
  type MapeoColumnas,
  type OcupadosEnCartera,
  type ResumenImportacion,
} from '@cartera/dominio';
import type { Readable } from 'node:stream';
import { setImmediate as turno } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorNegocio } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { auditar } from '../auditoria/auditar';
import { AplicadorImportaciones } from './aplicar-importacion';
import { exporteCsv, exporteXlsx } from './exporte-importacion';
import { consultasFilasRevisadas } from './filas-revisadas.consultas';
import { consultasImportaciones } from './importaciones.consultas';
import { GuardadoPorTandas, idsConocidos } from './revision-en-flujo';
import { emailsDeCobradores } from './saldos-importacion';
import {
  leerArchivoEnFlujo,
} from './archivo-importacion';
import { leerSubidaArchivo } from './subida-archivo';

export const MENSAJES_IMPORTACIONES = {
  noMultipart:
    'Envíe el archivo como multipart/form-data en el campo archivo (y, si quiere, columnas en JSON)',
  sinArchivo: 'Adjunte el archivo en el campo archivo',
  noEncontrada: 'Importación no encontrada',
  noDescartable: 'Sólo se descarta una revisión sin aplicar o se cancela una aplicación en curso',
  noAplicable:
    'Sólo se aplica una importación revisada, cancelada o fallida (que no se haya descartado ni aplicado)',
} as const;

const invalido = (mensaje: string, status = 400) =>
  new ErrorNegocio(CODIGOS.archivoImportacionInvalido, mensaje, status);

/**
 * Importaciones (docs/decisiones/importacion.md): la revisión de un archivo (simulación, no escribe nada del negocio)
 * con su resumen y todos los errores por fila; la consulta y el descarte de una revisión.
 */
@Injectable()
export class ImportacionesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aplicador: AplicadorImportaciones,
  ) {}

  /** Lee el multipart: el archivo (≤ 50 MB) en el campo `archivo` y, opcional, `columnas` en JSON. */
  private async leerSubida(
    request: FastifyRequest,
  ): Promise<{ contenido: Buffer; nombre: string; columnas: MapeoColumnas | null }> {
    const { contenido, nombre, campos } = await leerSubidaArchivo(request, MENSAJES_IMPORTACIONES);
    const columnasTexto = campos.columnas;
    if (columnasTexto === undefined) return { contenido, nombre, columnas: null };
    let leidas: unknown;
    try {
      leidas = JSON.parse(columnasTexto);
    } catch {
      leidas = null;
    }
    const mapeo = leerMapeoColumnas(leidas);
    if ('error' in mapeo) throw invalido(mapeo.error);
    return { contenido, nombre, columnas: mapeo.mapeo };
  }

  /** Las cédulas y los emails de las filas válidas que ya tiene alguien en Cartera (ver OcupadosEnCartera). */
  private async ocupadosEnCartera(
    manager: EntityManager,
    { cedulas, emails }: { cedulas: string[]; emails: string[] },
  ): Promise<OcupadosEnCartera> {
    const clientes = await consultasImportaciones.clientesConCedula(manager, cedulas);
    return {
      cedulasClientes: new Map(clientes.map((c) => [c.clave, c.id_externo])),
      emailsNoCobradores: new Set(await consultasImportaciones.emailsDeOtrosRoles(manager, emails)),
    };
  }

  /**
   * POST /api/importaciones: lee el archivo en flujo y valida cada fila al leerla, guardando las válidas por tandas
   * (revision-en-flujo.ts); al final decide las reglas entre hojas (RevisionEnFlujo), quita las filas que quedaron
   * fuera y guarda la revisión (estado «revisada») con su resumen y sus errores. Todo en una transacción: un archivo
   * rechazado a mitad de la lectura no deja nada. No toca clientes, préstamos ni libros.
   */
  async revisar(request: FastifyRequest, { actor, ip }: ContextoSolicitud): Promise<Importacion> {
    const { contenido, nombre, columnas } = await this.leerSubida(request);
    const id = await this.dataSource.transaction(async (manager) => {
      const importacionId = await consultasImportaciones.crear(manager, nombre.slice(0, 255), actor.id);
      const revision = new RevisionEnFlujo(hoyBogota(), await consultasImportaciones.oficinas(manager));
      const guardado = new GuardadoPorTandas(manager, importacionId, revision);
      const encabezados = await leerArchivoEnFlujo(
        contenido,
        nombre,
        columnas ?? {},
        async (hoja, numero, cruda) => {
          const valor = revision.leer(hoja, numero, cruda);
          if (valor) await guardado.agregar(hoja, numero, valor);
        },
      );
      await guardado.terminar();
      const cierre = revision.cerrarPorPartes({
        conocidos: await idsConocidos(manager),
        ocupados: await this.ocupadosEnCartera(manager, revision.cedulasYEmails()),
        cobrosRepetidos: await consultasFilasRevisadas.cobrosRepetidos(manager, importacionId),
        // El efectivo al corte: cada caja es la oficina o un cobrador del archivo o de Cartera (saldos-importacion.ts).
        emailsCobradoresEnCartera: await emailsDeCobradores(manager, revision.cajasDeSaldos()),
      });
      // Las reglas entre hojas por partes, cediendo el turno entre una y otra: las otras peticiones no esperan.
      let paso = cierre.next();
      for (; !paso.done; paso = cierre.next()) await turno();
      const cerrada = paso.value;
      for (const hoja of HOJAS_IMPORTACION)
        await consultasFilasRevisadas.quitar(manager, importacionId, hoja, cerrada.fuera[hoja]);
      const resumen: ResumenImportacion = { ...cerrada.resumen, encabezados };
      await consultasImportaciones.guardarRevision(manager, importacionId, {
        resumen,
        errores: cerrada.errores,
        total: cerrada.validas,
      });
      // El mapeo con que se leyó el archivo queda como el de la organización: la pantalla lo trae la próxima vez.
      if (columnas) await consultasImportaciones.recordarColumnas(manager, columnas);
      await auditar(manager, { actor, ip }, 'Sistema', {
        accion: 'Revisar importación',
        detalles: `Archivo ${nombre}: ${cerrada.validas} filas válidas y ${cerrada.errores.length} errores`,
      });
      return importacionId;
    });
    return this.obtener(id);
  }

  /** GET /api/importaciones/exporte: la cartera en el formato de la plantilla (el libro, o el CSV de una hoja), en flujo. */
  exporte(hoja?: HojaImportacion): Readable {
    return hoja ? exporteCsv(this.dataSource, hoja) : exporteXlsx(this.dataSource);
  }

  /** GET /api/importaciones/columnas: el último mapeo de columnas que usó la organización ({} si ninguno). */
  columnas(): Promise<MapeoColumnas> {
    return consultasImportaciones.columnas(this.dataSource.manager);
  }

  async obtener(id: string): Promise<Importacion> {
    const fila = await consultasImportaciones.leer(this.dataSource.manager, id);
    if (!fila) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_IMPORTACIONES.noEncontrada, 404);
    return {
      id: fila.id,
      estado: fila.estado,
      nombreArchivo: fila.nombre_archivo,
      progreso: {
        hechas: fila.hechas,
        total: fila.total,
        segundosRestantes:
          fila.estado === 'aplicando' && fila.transcurrido_ms !== null
            ? segundosRestantesImportacion(fila.hechas, fila.total, fila.transcurrido_ms)
            : null,
      },
      resumen: fila.resumen,
      errores: fila.errores,
      erroresAplicacion: fila.errores_aplicacion,
      apertura: fila.apertura,
      createdAt: fila.created_at.toISOString(),
    };
  }

  /**
   * POST /api/importaciones/:id/aplicar: la deja «aplicando» y dispara el trabajo (pg-boss), que escribe por lotes y
   * deja el avance en `progreso`. Una aplicación cancelada o fallida se retoma: lo ya aplicado se salta.
   */
  async aplicar(id: string, { actor, ip }: ContextoSolicitud): Promise<Importacion> {
    await this.dataSource.transaction(async (manager) => {
      const fila = await consultasImportaciones.bloquear(manager, id);
      if (!fila) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_IMPORTACIONES.noEncontrada, 404);
      if (!ESTADOS_IMPORTACION_APLICABLES.includes(fila.estado))
        throw new ErrorNegocio(CODIGOS.importacionEstadoInvalido, MENSAJES_IMPORTACIONES.noAplicable, 409);
      // Un cierre de periodo en curso termina antes (el cierre no se hace mientras una importación se aplica:
      // errorCierreConImportacion), y uno que llegue después ya la ve «aplicando».
      await consultasImportaciones.esperarCierreEnCurso(manager);
      await consultasImportaciones.empezarAplicacion(manager, id);
      await auditar(manager, { actor, ip }, 'Sistema', {
        accion: 'Aplicar importación',
        detalles: `Archivo ${fila.nombre_archivo}: aplicación ${fila.estado === 'revisada' ? 'iniciada' : 'retomada'}`,
      });
    });
    await this.aplicador.disparar();
    return this.obtener(id);
  }

  /**
   * DELETE /api/importaciones/:id: descarta una revisión que no se aplicó (y olvida sus filas), o cancela una
   * aplicación en curso (se detiene antes del lote siguiente).
   */
  async descartar(id: string, { actor, ip }: ContextoSolicitud): Promise<Importacion> {
    await this.dataSource.transaction(async (manager) => {
      const fila = await consultasImportaciones.bloquear(manager, id);
      if (!fila) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_IMPORTACIONES.noEncontrada, 404);
      if (fila.estado !== 'revisada' && fila.estado !== 'aplicando')
        throw new ErrorNegocio(CODIGOS.importacionEstadoInvalido, MENSAJES_IMPORTACIONES.noDescartable, 409);
      const cancelar = fila.estado === 'aplicando';
      // Una aplicación en curso se detiene al empezar su próximo lote: lo confirmado queda y se puede retomar.
      await consultasImportaciones.terminar(manager, id, cancelar ? 'cancelada' : 'descartada');
      if (!cancelar) await consultasFilasRevisadas.olvidar(manager, id);
      await auditar(manager, { actor, ip }, 'Sistema', {
        accion: cancelar ? 'Cancelar importación' : 'Descartar importación',
        detalles: `Archivo ${fila.nombre_archivo}`,
      });
    });
    return this.obtener(id);
  }
}
