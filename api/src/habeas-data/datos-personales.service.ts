import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CODIGOS,
  conservarHasta,
  hoyBogota,
  motivoParaConservar,
  type AvisoPrevioReporte,
  type DatosPersonalesCliente,
  type FilaGuardada,
  type ResultadoSupresion,
} from '@cartera/dominio';
import { InjectDataSource } from '@nestjs/typeorm';
import PDFDocument from 'pdfkit';
import type { DataSource, EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { registrarEvento } from '../auditoria/registrar-evento';
import type { ConfiguracionResuelta } from '../config/configuracion';
import { CONFIGURACION } from '../config/configuracion.module';
import { ColaService } from '../notificaciones/cola.service';
import { sqlPrestamoAbierto } from '../cartera/estado.rules';
import { ErrorNegocio, noEncontrado } from '../common/errores';
import { bytesDelPdf } from '../common/pdf';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { aDataUrl } from '../clientes/fotos';
import { leerAutorizacion } from './autorizaciones';
import { leerAvisosPrevios, registrarAvisoPrevio } from './avisos-previos';
import type { CrearAvisoPrevioDto } from './dto/habeas-data.dto';
import { solicitudesDeCliente } from './solicitudes.service';
import { ARCHIVO_REGISTRO_SUPRESIONES, borrarRastro, idsDelRegistro, type DatosIdentificables } from './supresion';

export const MENSAJES_DATOS_PERSONALES = {
  clienteNoExiste: 'Cliente no encontrado',
  prestamoAjeno: 'El préstamo no es de este cliente',
  yaSuprimido: 'Los datos de este cliente ya fueron suprimidos',
} as const;

/** El nombre con que queda un cliente suprimido. */
export const NOMBRE_SUPRIMIDO = 'Titular suprimido';

/** Filas completas (cada columna con su nombre) de una consulta `SELECT to_jsonb(x) AS fila …`. */
async function filas(manager: EntityManager, sql: string, valores: unknown[]): Promise<FilaGuardada[]> {
  const resultado: Array<{ fila: FilaGuardada }> = await manager.query(sql, valores);
  return resultado.map((r) => r.fila);
}

/**
 * «Datos del cliente»: todo lo que se guarda de un cliente (JSON y PDF), la supresión (anonimizar) con los motivos
 * de la ley para conservar, y el aviso previo al reporte negativo (docs/decisiones/datos-personales.md).
 */
@Injectable()
export class DatosPersonalesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DatosPersonalesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cola: ColaService,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
  ) {}

  /**
   * Cada columna de `clientes` sale con `to_jsonb`, así una columna nueva entra sola al exporte (la prueba lo
   * comprueba contra information_schema). Los documentos van sin su contenido: nombre, tipo, tamaño y fecha.
   */
  async exportar(clienteId: string, contexto: ContextoSolicitud): Promise<DatosPersonalesCliente> {
    const manager = this.dataSource.manager;
    const [cliente] = await filas(manager, `SELECT to_jsonb(c) AS fila FROM clientes c WHERE c.id = $1`, [clienteId]);
    if (!cliente) throw noEncontrado(MENSAJES_DATOS_PERSONALES.clienteNoExiste);
    const [foto]: Array<{ mime: string; datos: Buffer }> = await manager.query(
      `SELECT mime, datos FROM clientes_fotos WHERE cliente_id = $1`,
      [clienteId],
    );
    const prestamos = `SELECT id FROM prestamos WHERE cliente_id = $1`;
    const datos: DatosPersonalesCliente = {
      generadoEn: new Date().toISOString(),
      cliente,
      foto: foto ? aDataUrl(foto.mime, foto.datos) : null,
      autorizacion: await leerAutorizacion(manager, clienteId),
      prestamos: await filas(manager, `SELECT to_jsonb(p) AS fila FROM prestamos p WHERE p.cliente_id = $1 ORDER BY p.created_at`, [clienteId]),
      cobros: await filas(
        manager,
        `SELECT to_jsonb(co) AS fila FROM cobros co WHERE co.prestamo_id IN (${prestamos}) ORDER BY co.fecha, co.created_at`,
        [clienteId],
      ),
      gestiones: await filas(
        manager,
        `SELECT to_jsonb(g) AS fila FROM gestiones g WHERE g.prestamo_id IN (${prestamos}) ORDER BY g.fecha, g.created_at`,
        [clienteId],
      ),
      documentos: await filas(
        manager,
        `SELECT jsonb_build_object('id', d.id, 'nombre_original', d.nombre_original, 'tipo', d.tipo, 'mime', d.mime,
                'size_bytes', d.size_bytes, 'relacionado_tipo', d.relacionado_tipo, 'prestamo_id', d.prestamo_id,
                'created_at', d.created_at) AS fila
         FROM documentos d WHERE d.prestamo_id IN (${prestamos}) AND d.eliminado_en IS NULL ORDER BY d.created_at`,
        [clienteId],
      ),
      solicitudes: await solicitudesDeCliente(manager, clienteId),
      avisosPrevios: await this.avisosPrevios(clienteId),
    };
    await auditar(manager, contexto, 'Clientes', {
      accion: 'Exportar datos del cliente',
      detalles: `Datos personales del cliente ${String(cliente.nombre)} exportados`,
      tipo: 'info',
    });
    return datos;
  }

  /** El mismo exporte en un PDF legible para entregar al titular. */
  async exportarPdf(clienteId: string, contexto: ContextoSolicitud): Promise<Buffer> {
    const datos = await this.exportar(clienteId, contexto);
    const documento = new PDFDocument({ size: 'LETTER', margin: 48, info: { Title: 'Datos del cliente' } });
    const bytes = bytesDelPdf(documento);
    const texto = (valor: unknown) =>
      valor === null || valor === undefined ? '—' : typeof valor === 'object' ? JSON.stringify(valor) : String(valor);
    const seccion = (titulo: string) => documento.moveDown().fontSize(13).font('Helvetica-Bold').text(titulo).fontSize(9).font('Helvetica');
    documento.fontSize(16).font('Helvetica-Bold').text('Datos personales del cliente');
    documento.fontSize(9).font('Helvetica').text(`Generado el ${datos.generadoEn} (Ley 1581 de 2012, art. 8)`);
    seccion('Cliente');
    for (const [campo, valor] of Object.entries(datos.cliente)) documento.text(`${campo}: ${texto(valor)}`);
    documento.text(`foto: ${datos.foto ? 'sí (incluida en el exporte JSON)' : 'no'}`);
    seccion('Autorización de tratamiento de datos');
    documento.text(
      datos.autorizacion
        ? `Canal ${datos.autorizacion.canal}, aviso versión ${datos.autorizacion.version}, ${datos.autorizacion.fecha}, ` +
            `tomada por ${datos.autorizacion.tomadaPor.nombre}${datos.autorizacion.documento ? `, documento ${datos.autorizacion.documento}` : ''}`
        : 'Sin autorización registrada',
    );
    const lista = (titulo: string, registros: FilaGuardada[], campos: string[]) => {
      seccion(`${titulo} (${registros.length})`);
      for (const registro of registros) documento.text(campos.map((c) => `${c}: ${texto(registro[c])}`).join(' · '));
    };
    lista('Préstamos', datos.prestamos, ['numero', 'fecha', 'monto', 'estado', 'saldo_pendiente']);
    lista('Cobros', datos.cobros, ['fecha', 'monto', 'origen']);
    lista('Gestiones y visitas', datos.gestiones, ['fecha', 'resultado', 'nota']);
    lista('Documentos', datos.documentos, ['nombre_original', 'tipo', 'created_at']);
    seccion(`Solicitudes (${datos.solicitudes.length})`);
    for (const s of datos.solicitudes) documento.text(`#${s.numero} ${s.tipo} · ${s.estado} · recibida ${s.fechaRecibida} · vence ${s.fechaVence}`);
    seccion(`Avisos previos a reporte (${datos.avisosPrevios.length})`);
    for (const a of datos.avisosPrevios) {
      const reporte = a.reportableDesde ? `reportable desde ${a.reportableDesde}` : 'falta un segundo aviso, en otro día';
      documento.text(`${a.fechaEnvio} · ${a.canal} · ${reporte}`);
    }
    documento.end();
    return bytes;
  }

  /**
   * Supresión: anonimiza al cliente (nombre, cédula, contacto, dirección, referencias, foto y autorización) si la ley
   * no obliga a conservar sus datos; si obliga (préstamos abiertos o historial dentro de ANIOS_RETENCION_HISTORIAL),
   * 422 con el motivo y nada cambia. Los préstamos cerrados quedan, unidos a un cliente anónimo.
   */
  async suprimir(clienteId: string, contexto: ContextoSolicitud): Promise<ResultadoSupresion> {
    const resultado = await this.dataSource.transaction(async (manager): Promise<ResultadoSupresion> => {
      const [cliente]: Array<{ nombre: string; suprimido: boolean }> = await manager.query(
        `SELECT nombre, suprimido_en IS NOT NULL AS suprimido FROM clientes WHERE id = $1 FOR UPDATE`,
        [clienteId],
      );
      if (!cliente) throw noEncontrado(MENSAJES_DATOS_PERSONALES.clienteNoExiste);
      if (cliente.suprimido) {
        throw new ErrorNegocio(CODIGOS.clienteSuprimido, MENSAJES_DATOS_PERSONALES.yaSuprimido, 409);
      }
      const [retencion]: Array<{ abiertos: number; ultimo_cierre: string | null }> = await manager.query(
        `SELECT count(*) FILTER (WHERE ${sqlPrestamoAbierto('p')})::int AS abiertos,
                max(coalesce(p.fecha_cierre, (p.updated_at AT TIME ZONE 'America/Bogota')::date))
                  FILTER (WHERE NOT ${sqlPrestamoAbierto('p')})::text AS ultimo_cierre
         FROM prestamos p WHERE p.cliente_id = $1`,
        [clienteId],
      );
      const motivo = motivoParaConservar(
        {
          prestamosAbiertos: retencion.abiertos,
          ultimoCierre: retencion.ultimo_cierre,
          conservarHasta: retencion.ultimo_cierre ? conservarHasta(retencion.ultimo_cierre) : null,
        },
        hoyBogota(),
      );
      if (motivo) throw new ErrorNegocio(CODIGOS.supresionNoPermitida, motivo, 422);
      await this.aplicarSupresion(manager, clienteId, true);
      // La auditoría no guarda los datos suprimidos: sólo que hubo una supresión.
      await auditar(manager, contexto, 'Clientes', {
        accion: 'Suprimir datos del cliente',
        detalles: `Datos personales de un cliente suprimidos a solicitud del titular (id ${clienteId})`,
      });
      return { _id: clienteId, suprimido: true, nombre: NOMBRE_SUPRIMIDO };
    });
    await this.anotarEnElRegistro([clienteId]);
    return resultado;
  }

  /**
   * Anonimiza la ficha, borra el rastro del cliente en todas las demás tablas (supresion.ts), saca de la cola sus
   * mensajes pendientes y lo anota en `supresiones`, todo en la transacción de `manager`. Sin `sacarDeLaCola` (al
   * arrancar, con la cola aún detenida) sus trabajos quedan en pg-boss y el trabajador no encuentra nada que enviar.
   */
  private async aplicarSupresion(manager: EntityManager, clienteId: string, sacarDeLaCola: boolean): Promise<void> {
    const [datos]: DatosIdentificables[] = await manager.query(
      `SELECT nombre, cedula, apodo, telefono, email, direccion, referencia1_nombre, referencia1_telefono,
              referencia2_nombre, referencia2_telefono, observaciones
       FROM clientes WHERE id = $1`,
      [clienteId],
    );
    // Cédula anónima: 11 dígitos que ninguna persona tiene (empieza por 0) y únicos por cliente.
    await manager.query(
      `UPDATE clientes SET nombre = $2, cedula = '0' || lpad((abs(hashtext(id::text)) % 10000000000)::text, 10, '0'),
              apodo = NULL, telefono = '0000000000', email = NULL, direccion = '—', barrio = NULL, ciudad = '—',
              departamento = NULL, fecha_nacimiento = NULL, sexo = NULL, estado_civil = NULL, lugar_nacimiento = NULL,
              ocupacion = NULL, ingresos = NULL, referencia1_nombre = NULL, referencia1_telefono = NULL,
              referencia2_nombre = NULL, referencia2_telefono = NULL, observaciones = NULL, latitud = NULL,
              longitud = NULL, estado = 'inactivo', suprimido_en = coalesce(suprimido_en, now()), updated_at = now()
       WHERE id = $1`,
      [clienteId, NOMBRE_SUPRIMIDO],
    );
    // Ya anonimizado (se vuelve a aplicar): el nombre que quedó no es de nadie.
    const cancelados = await borrarRastro(manager, clienteId, { ...datos, nombre: datos.nombre === NOMBRE_SUPRIMIDO ? '' : datos.nombre });
    if (sacarDeLaCola) await this.cola.cancelar(manager, cancelados);
    await manager.query(`INSERT INTO supresiones (cliente_id) VALUES ($1) ON CONFLICT (cliente_id) DO NOTHING`, [clienteId]);
  }

  /** DATA_DIR/supresiones.log: una línea «id fecha» por cliente suprimido, fuera de la base y de sus respaldos. */
  private get archivoRegistro(): string {
    return path.join(this.config.dataDir, ARCHIVO_REGISTRO_SUPRESIONES);
  }

  private async anotarEnElRegistro(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const fecha = new Date().toISOString();
    await mkdir(this.config.dataDir, { recursive: true });
    await appendFile(this.archivoRegistro, ids.map((id) => `${id} ${fecha}\n`).join(''), { mode: 0o600 });
  }

  /**
   * Tras una restauración, la base vuelve a tener a los clientes suprimidos después del respaldo: al arrancar, cada id
   * de DATA_DIR/supresiones.log que la base no tiene suprimido se suprime otra vez (sin mirar la retención: ya se
   * decidió), y lo que la base tiene en `supresiones` y falta en el archivo se anota.
   */
  async reaplicarRegistro(): Promise<string[]> {
    const texto = await readFile(this.archivoRegistro, 'utf8').catch(() => '');
    const enArchivo = new Set(idsDelRegistro(texto));
    const reaplicados: string[] = [];
    if (enArchivo.size > 0) {
      const pendientes: Array<{ id: string }> = await this.dataSource.query(
        `SELECT id FROM clientes WHERE id = ANY($1::uuid[]) AND (suprimido_en IS NULL OR id NOT IN (SELECT cliente_id FROM supresiones))`,
        [[...enArchivo]],
      );
      for (const { id } of pendientes) {
        const aplicada = await this.dataSource.transaction(async (manager) => {
          // Otra réplica que arrancó a la vez pudo aplicarla mientras se esperaba el candado.
          const falta: unknown[] = await manager.query(
            `SELECT 1 FROM clientes c WHERE c.id = $1
               AND (c.suprimido_en IS NULL OR NOT EXISTS (SELECT 1 FROM supresiones s WHERE s.cliente_id = c.id))
             FOR UPDATE`,
            [id],
          );
          if (falta.length === 0) return false;
          await this.aplicarSupresion(manager, id, false);
          await registrarEvento(manager, {
            usuario: 'Sistema',
            accion: 'Suprimir datos del cliente',
            modulo: 'Clientes',
            detalles: `Supresión del registro vuelta a aplicar tras una restauración (id ${id})`,
            tipo: 'warning',
            resultado: 'exitoso',
          });
          return true;
        });
        if (aplicada) reaplicados.push(id);
      }
      if (reaplicados.length > 0)
        this.logger.warn(`Supresiones vueltas a aplicar tras una restauración: ${reaplicados.length}`);
    }
    const enBase: Array<{ cliente_id: string }> = await this.dataSource.query(`SELECT cliente_id FROM supresiones`);
    await this.anotarEnElRegistro(enBase.map((f) => f.cliente_id).filter((id) => !enArchivo.has(id)));
    return reaplicados;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reaplicarRegistro();
  }

  /** Avisos previos al reporte del cliente (avisos-previos.ts). */
  avisosPrevios(clienteId: string): Promise<AvisoPrevioReporte[]> {
    return leerAvisosPrevios(this.dataSource.manager, clienteId);
  }

  /** Registra un aviso previo al reporte negativo del cliente o de uno de sus préstamos (avisos-previos.ts). */
  registrarAvisoPrevio(clienteId: string, dto: CrearAvisoPrevioDto, contexto: ContextoSolicitud): Promise<AvisoPrevioReporte> {
    return this.dataSource.transaction((manager) => registrarAvisoPrevio(manager, clienteId, dto, contexto));
  }
}
