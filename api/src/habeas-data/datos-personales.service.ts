import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CODIGOS,
  hoyBogota,
  motivoParaConservar,
  retencionDelCliente,
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
import { ColaService } from '../cola/cola.service';
import { ErrorNegocio, noEncontrado } from '../common/errores';
import { bytesDelPdf } from '../common/pdf';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { aDataUrl } from '../clientes/fotos';
import { leerAutorizacion } from '../clientes/autorizacion-datos';
import { leerAvisosPrevios, registrarAvisoPrevio } from './avisos-previos';
import type { CrearAvisoPrevioDto } from './dto/habeas-data.dto';
import { solicitudesDeCliente } from './solicitudes.service';
import { consultasDatosPersonales } from './datos-personales.consultas';
import { ARCHIVO_REGISTRO_SUPRESIONES, borrarRastro, idsDelRegistro } from './supresion';

export const MENSAJES_DATOS_PERSONALES = {
  clienteNoExiste: 'Cliente no encontrado',
  prestamoAjeno: 'El préstamo no es de este cliente',
  yaSuprimido: 'Los datos de este cliente ya fueron suprimidos',
} as const;

/** El nombre con que queda un cliente suprimido. */
export const NOMBRE_SUPRIMIDO = 'Titular suprimido';

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
    const cliente = await consultasDatosPersonales.clienteCompleto(manager, clienteId);
    if (!cliente) throw noEncontrado(MENSAJES_DATOS_PERSONALES.clienteNoExiste);
    const foto = await consultasDatosPersonales.foto(manager, clienteId);
    const datos: DatosPersonalesCliente = {
      generadoEn: new Date().toISOString(),
      cliente,
      foto: foto ? aDataUrl(foto.mime, foto.datos) : null,
      autorizacion: await leerAutorizacion(manager, clienteId),
      prestamos: await consultasDatosPersonales.prestamosCompletos(manager, clienteId),
      cobros: await consultasDatosPersonales.cobrosCompletos(manager, clienteId),
      gestiones: await consultasDatosPersonales.gestionesCompletas(manager, clienteId),
      documentos: await consultasDatosPersonales.documentos(manager, clienteId),
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
      const cliente = await consultasDatosPersonales.clienteParaSuprimir(manager, clienteId);
      if (!cliente) throw noEncontrado(MENSAJES_DATOS_PERSONALES.clienteNoExiste);
      if (cliente.suprimido) {
        throw new ErrorNegocio(CODIGOS.clienteSuprimido, MENSAJES_DATOS_PERSONALES.yaSuprimido, 409);
      }
      const prestamos = await consultasDatosPersonales.prestamosRetenidos(manager, clienteId);
      const motivo = motivoParaConservar(retencionDelCliente(prestamos), hoyBogota());
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
    const datos = await consultasDatosPersonales.datosIdentificables(manager, clienteId);
    await consultasDatosPersonales.anonimizar(manager, clienteId, NOMBRE_SUPRIMIDO);
    // Ya anonimizada (se vuelve a aplicar): la ficha que quedó no es de nadie; se buscan las anteriores.
    const cancelados = await borrarRastro(manager, clienteId, datos.nombre === NOMBRE_SUPRIMIDO ? null : datos);
    if (sacarDeLaCola) await this.cola.cancelar(manager, cancelados);
    await consultasDatosPersonales.anotarSupresion(manager, clienteId);
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
      const pendientes = await consultasDatosPersonales.supresionesFaltantes(this.dataSource.manager, [...enArchivo]);
      for (const id of pendientes) {
        const aplicada = await this.dataSource.transaction(async (manager) => {
          // Otra réplica que arrancó a la vez pudo aplicarla mientras se esperaba el candado.
          if (!(await consultasDatosPersonales.bloquearSiFaltaSupresion(manager, id))) return false;
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
    const enBase = await consultasDatosPersonales.clientesSuprimidos(this.dataSource.manager);
    await this.anotarEnElRegistro(enBase.filter((id) => !enArchivo.has(id)));
    return reaplicados;
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.reaplicarRegistro();
  }

  /** Avisos previos al reporte del cliente (avisos-previos.ts). */
  avisosPrevios(clienteId: string): Promise<AvisoPrevioReporte[]> {
    return this.dataSource.transaction(async (manager) => {
      // Un cliente que no existe o que no se alcanza (de otra oficina) es un 404, no una lista vacía.
      if (!(await consultasDatosPersonales.clienteCompleto(manager, clienteId))) throw noEncontrado(MENSAJES_DATOS_PERSONALES.clienteNoExiste);
      return leerAvisosPrevios(manager, clienteId);
    });
  }

  /** Registra un aviso previo al reporte negativo del cliente o de uno de sus préstamos (avisos-previos.ts). */
  registrarAvisoPrevio(clienteId: string, dto: CrearAvisoPrevioDto, contexto: ContextoSolicitud): Promise<AvisoPrevioReporte> {
    return this.dataSource.transaction((manager) => registrarAvisoPrevio(manager, clienteId, dto, contexto));
  }
}
