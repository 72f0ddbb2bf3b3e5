import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { asegurarAccesoPrestamo } from '../common/acceso-cartera';
import { ErrorNegocio, noEncontrado, type ErroresCampo } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { disposicionAdjunto, type Descarga } from '../common/exportes';
import { enSuAlcance } from '../database/alcance';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { ALMACEN_DOCUMENTOS, TAMANO_PARTE_DOCUMENTO, type AlmacenDocumentos } from './almacen-documentos';
import { borrarRecibido, leerSubida, MENSAJES_SUBIDA, type ArchivoRecibido, type CamposSubida } from './subida-documentos';
import { consultasDocumentos } from './documentos.consultas';
import { documentoAJson, type FilaDocumento } from './documentos.json';
import {
  detectarTipo,
  limpiarNombreArchivo,
  nombreAscii,
  nombreConExtension,
} from './documentos.rules';
import { CODIGOS, esValorDe, type Documento, type MimeDocumento } from '@cartera/dominio';
import { esObjeto } from '../common/tipado';
import { TIPOS_RELACION, type ConsultaDocumentosDto, type TipoRelacion } from './dto/garantias.dto';
import { garantiaAccesible, MENSAJES_GARANTIAS } from './garantias.service';
import { VentanaPorMinuto } from '../common/ventana-por-minuto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAXIMO_METADATA = 10_000;

export const MENSAJES_DOCUMENTOS = {
  noMultipart: MENSAJES_SUBIDA.noMultipart,
  sinArchivo: 'Adjunte un archivo en el campo file',
  variosArchivos: MENSAJES_SUBIDA.variosArchivos,
  relacionadoTipo: 'Indique a qué pertenece el documento: relacionadoTipo debe ser garantia o prestamo',
  relacionadoId: 'Indique el identificador de la garantía o del préstamo (relacionadoId)',
  tipo: 'El tipo del documento debe ser texto de hasta 50 caracteres',
  metadata: 'metadata debe ser un objeto JSON de hasta 10.000 caracteres',
  formularioInvalido: 'La subida tiene errores',
  noEncontrado: 'Documento no encontrado',
  subidasSimultaneas: (limite: number) =>
    `Ya tiene ${limite === 1 ? 'una subida' : `${limite} subidas`} en curso: espere a que ${limite === 1 ? 'termine' : 'terminen'} e intente de nuevo`,
  subidasPorMinuto: (limite: number) =>
    `Ya hizo ${limite.toLocaleString('es-CO')} ${limite === 1 ? 'subida' : 'subidas'} en el último minuto: espere un momento e intente de nuevo`,
  cuota: (cuotaMb: number) =>
    `Se superó el espacio de almacenamiento de documentos de la organización (${cuotaMb.toLocaleString('es-CO')} MB): elimine documentos que ya no necesite o pida al administrador que amplíe DOCUMENTOS_CUOTA_MB`,
} as const;

export interface SubidaValida {
  tipo: string;
  relacionadoTipo: TipoRelacion;
  relacionadoId: string;
  metadata: Record<string, unknown> | null;
}

function validarCampos(campos: CamposSubida): SubidaValida {
  const errores: ErroresCampo = {};
  const relacionadoTipo = campos.relacionadoTipo?.trim();
  const tipoRelacion = esValorDe(TIPOS_RELACION, relacionadoTipo) ? relacionadoTipo : null;
  if (!tipoRelacion) errores.relacionadoTipo = [MENSAJES_DOCUMENTOS.relacionadoTipo];
  const relacionadoId = campos.relacionadoId?.trim() ?? '';
  if (!UUID.test(relacionadoId)) errores.relacionadoId = [MENSAJES_DOCUMENTOS.relacionadoId];
  const tipo = (campos.tipo?.trim() || relacionadoTipo) ?? '';
  if (tipo.length > 50) errores.tipo = [MENSAJES_DOCUMENTOS.tipo];
  let metadata: Record<string, unknown> | null = null;
  if (campos.metadata !== undefined && campos.metadata.trim() !== '') {
    try {
      const valor: unknown = JSON.parse(campos.metadata);
      if (!esObjeto(valor) || campos.metadata.length > MAXIMO_METADATA) {
        errores.metadata = [MENSAJES_DOCUMENTOS.metadata];
      } else {
        metadata = valor;
      }
    } catch {
      errores.metadata = [MENSAJES_DOCUMENTOS.metadata];
    }
  }
  if (Object.keys(errores).length > 0 || !tipoRelacion) {
    const primero = Object.values(errores)[0]?.[0] ?? MENSAJES_DOCUMENTOS.formularioInvalido;
    throw new ErrorNegocio(CODIGOS.validacion, primero, 400, errores);
  }
  return { tipo, relacionadoTipo: tipoRelacion, relacionadoId, metadata };
}

export interface ArchivoPreparado {
  nombre: string;
  mime: MimeDocumento;
  checksum: string;
  bytes: number;
  /** Los bytes desde el principio, en flujo (cada llamada empieza de nuevo). */
  contenido: () => AsyncIterable<Buffer>;
}

/** Tipo reconocido por el contenido (422 si no se admite) y nombre limpio, antes de tocar la base. */
function preparar(nombre: string, cabecera: Buffer, datos: Omit<ArchivoPreparado, 'nombre' | 'mime'>): ArchivoPreparado {
  const tipo = detectarTipo(cabecera);
  if ('error' in tipo) {
    throw new ErrorNegocio(CODIGOS.archivoNoPermitido, tipo.error, 422, { file: [tipo.error] });
  }
  return { nombre: limpiarNombreArchivo(nombre) || `documento.${tipo.mime.split('/')[1]}`, mime: tipo.mime, ...datos };
}

/** Un archivo que ya está en memoria (los documentos de la demostración). */
export function prepararArchivo(archivo: { nombre: string; contenido: Buffer }): ArchivoPreparado {
  return preparar(archivo.nombre, archivo.contenido, {
    checksum: createHash('sha256').update(archivo.contenido).digest('hex'),
    bytes: archivo.contenido.length,
    contenido: async function* () {
      yield archivo.contenido;
    },
  });
}

/** Un archivo recibido en flujo (subida-documentos.ts): se lee de su archivo temporal al guardarlo. */
function prepararRecibido(archivo: ArchivoRecibido): ArchivoPreparado {
  return preparar(archivo.nombre, archivo.cabecera, {
    checksum: archivo.checksum,
    bytes: archivo.bytes,
    contenido: () => createReadStream(archivo.ruta, { highWaterMark: TAMANO_PARTE_DOCUMENTO }),
  });
}

/**
 * Documentos (§7): subida multipart verificada por contenido, bytes en el almacén (PostgreSQL por defecto),
 * descarga autorizada con el nombre original, borrado lógico auditado. Cada documento pertenece a un préstamo
 * (directamente o por su garantía), y un cobrador sólo ve y sube en su cartera.
 */
@Injectable()
export class DocumentosService {
  /** Subidas en curso por usuario en este proceso. */
  private readonly subidasEnCurso = new Map<string, number>();
  /** Las subidas que cada usuario empezó en el último minuto, en este proceso. */
  private readonly subidasRecientes = new VentanaPorMinuto();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ALMACEN_DOCUMENTOS) private readonly almacen: AlmacenDocumentos,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  async listar(consulta: ConsultaDocumentosDto, actor: Usuario): Promise<Documento[]> {
    const manager = this.dataSource.manager;
    await this.prestamoDeRelacion(manager, actor, consulta.relacionadoTipo, consulta.relacionadoId);
    const filas =
      consulta.relacionadoTipo === 'garantia'
        ? await consultasDocumentos.deGarantia(manager, consulta.relacionadoId)
        : await consultasDocumentos.dePrestamo(manager, consulta.relacionadoId);
    return filas.map(documentoAJson);
  }

  /**
   * Sube un documento. Un usuario empieza a lo sumo DOCUMENTOS_SUBIDAS_POR_MINUTO subidas por minuto y tiene a lo
   * sumo DOCUMENTOS_SUBIDAS_SIMULTANEAS a la vez en este proceso (429 con la siguiente). El archivo pasa en flujo
   * por un archivo temporal y se guarda por partes: ninguna subida tiene el archivo entero en memoria.
   */
  async subir(request: FastifyRequest, contexto: ContextoSolicitud): Promise<Documento> {
    const usuario = contexto.actor.id;
    this.contarSubida(usuario);
    const limite = this.config.documentos.subidasSimultaneas;
    const enCurso = this.subidasEnCurso.get(usuario) ?? 0;
    if (enCurso >= limite)
      throw new ErrorNegocio(CODIGOS.subidasSimultaneas, MENSAJES_DOCUMENTOS.subidasSimultaneas(limite), 429);
    this.subidasEnCurso.set(usuario, enCurso + 1);
    try {
      return await this.subirUna(request, contexto);
    } finally {
      const restantes = (this.subidasEnCurso.get(usuario) ?? 1) - 1;
      if (restantes > 0) this.subidasEnCurso.set(usuario, restantes);
      else this.subidasEnCurso.delete(usuario);
    }
  }

  /** Cuenta una subida en la ventana del último minuto del usuario; 429 si ya llegó al límite. */
  private contarSubida(usuario: string): void {
    const limite = this.config.documentos.subidasPorMinuto;
    if (!this.subidasRecientes.cabe(usuario, limite))
      throw new ErrorNegocio(CODIGOS.subidasPorMinuto, MENSAJES_DOCUMENTOS.subidasPorMinuto(limite), 429);
  }

  private async subirUna(request: FastifyRequest, contexto: ContextoSolicitud): Promise<Documento> {
    const { campos, archivo } = await leerSubida(request);
    try {
      const datos = validarCampos(campos);
      if (!archivo) {
        throw new ErrorNegocio(CODIGOS.validacion, MENSAJES_DOCUMENTOS.sinArchivo, 400, { file: [MENSAJES_DOCUMENTOS.sinArchivo] });
      }
      const preparado = prepararRecibido(archivo);
      return await this.dataSource.transaction(async (manager) => {
        const documento = await this.guardarEn(manager, datos, preparado, contexto.actor);
        await auditar(manager, contexto, 'Documentos', {
          accion: 'Subir documento',
          detalles: `Documento «${documento.nombreOriginal}» subido (${datos.relacionadoTipo})`,
          datosNuevos: documento,
        });
        return documento;
      });
    } finally {
      await borrarRecibido(archivo?.ruta);
    }
  }

  /**
   * Guarda un archivo ya verificado (prepararArchivo) en la transacción recibida: metadatos, bytes en el almacén y,
   * si es de una garantía, el vínculo. 404 si la relación no existe, 403 si un cobrador no la tiene en su cartera.
   */
  async guardarEn(
    manager: EntityManager,
    datos: SubidaValida,
    archivo: ArchivoPreparado,
    actor: Usuario,
  ): Promise<Documento> {
    const prestamoId = await this.prestamoDeRelacion(
      manager,
      actor,
      datos.relacionadoTipo,
      datos.relacionadoId,
      { bloquear: true },
    );
    const fila = await consultasDocumentos.insertar(manager, {
      nombre_original: archivo.nombre,
      tipo: datos.tipo,
      mime: archivo.mime,
      size_bytes: archivo.bytes,
      checksum_sha256: archivo.checksum,
      relacionado_tipo: datos.relacionadoTipo,
      relacionado_id: datos.relacionadoId,
      prestamo_id: prestamoId,
      metadata: datos.metadata === null ? null : JSON.stringify(datos.metadata),
      almacen: this.almacen.nombre,
      subido_por: actor.id,
    });
    await this.almacen.guardar(manager, fila.id, archivo.contenido());
    if (datos.relacionadoTipo === 'garantia') {
      await consultasDocumentos.vincularAGarantia(manager, datos.relacionadoId, fila.id);
    }
    await this.comprobarCuota(manager);
    return documentoAJson(fila);
  }

  /**
   * Cuota de almacenamiento de la organización (DOCUMENTOS_CUOTA_MB): suma lo guardado, incluidos los eliminados
   * cuyos bytes aún no se purgaron y el documento de esta transacción. Va al final, ya escritos los bytes: el candado
   * de transacción que serializa las subidas que la comprueban a la vez sólo se tiene de aquí al commit, así las
   * escrituras de varias subidas corren en paralelo.
   */
  private async comprobarCuota(manager: EntityManager): Promise<void> {
    const usados = await consultasDocumentos.bytesUsados(manager);
    const cuota = this.config.documentos.cuotaBytes;
    if (usados > cuota)
      throw new ErrorNegocio(CODIGOS.cuotaDocumentos, MENSAJES_DOCUMENTOS.cuota(Math.round(cuota / 1024 / 1024)), 413);
  }

  /**
   * El archivo con su nombre original, leído del almacén a medida que la respuesta lo envía. Lo subió alguien: el
   * navegador no adivina su tipo ni lo ejecuta (nosniff, sandbox) y nadie en el camino lo guarda.
   */
  async descargar(id: string, actor: Usuario): Promise<Descarga> {
    const manager = this.dataSource.manager;
    const fila = await this.documentoAccesible(manager, actor, id);
    const contenido = await this.almacen.leer(manager, id);
    if (!contenido) throw noEncontrado(MENSAJES_DOCUMENTOS.noEncontrado);
    return {
      tipo: fila.mime,
      disposicion: disposicionAdjunto(
        nombreAscii(nombreConExtension(fila.nombre_original, fila.mime)),
        nombreConExtension(fila.nombre_original, fila.mime),
      ),
      contenido: Readable.from(enSuAlcance(contenido), { objectMode: false }),
      cabeceras: {
        'Content-Length': String(fila.size_bytes),
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      },
    };
  }

  async eliminar(id: string, contexto: ContextoSolicitud): Promise<Documento> {
    return this.dataSource.transaction(async (manager) => {
      const fila = await consultasDocumentos.borrar(manager, id, contexto.actor.id);
      if (!fila) throw noEncontrado(MENSAJES_DOCUMENTOS.noEncontrado);
      const documento = documentoAJson(fila);
      await auditar(manager, contexto, 'Documentos', {
        accion: 'Eliminar documento',
        detalles: `Documento «${fila.nombre_original}» eliminado`,
        datosAnteriores: documento,
      });
      return documento;
    });
  }

  /** El préstamo al que pertenece la relación (404 si no existe, 403 si un cobrador no la tiene). */
  private async prestamoDeRelacion(
    manager: EntityManager,
    actor: Usuario,
    relacionadoTipo: TipoRelacion,
    relacionadoId: string,
    { bloquear = false }: { bloquear?: boolean } = {},
  ): Promise<string> {
    if (relacionadoTipo === 'garantia') {
      const garantia = await garantiaAccesible(manager, actor, relacionadoId, { bloquear });
      return garantia.prestamo_id;
    }
    if (!(await consultasDocumentos.prestamoExiste(manager, relacionadoId, bloquear))) throw noEncontrado(MENSAJES_GARANTIAS.prestamoNoEncontrado);
    await asegurarAccesoPrestamo(manager, actor, relacionadoId);
    return relacionadoId;
  }

  private async documentoAccesible(manager: EntityManager, actor: Usuario, id: string): Promise<FilaDocumento> {
    const fila = await consultasDocumentos.uno(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_DOCUMENTOS.noEncontrado);
    await asegurarAccesoPrestamo(manager, actor, fila.prestamo_id);
    return fila;
  }
}
