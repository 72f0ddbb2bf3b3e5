import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CODIGOS,
  CUERPO_PROVEEDOR_POR_DEFECTO,
  esEmailValido,
  esTelefonoValido,
  renderizarCuerpoProveedor,
  soloDigitos,
  type CanalExterno,
  type AjustesEmail,
  type AjustesHttp,
  type CanalConfigurado,
  type PruebaCanal,
} from '@cartera/dominio';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../../auditoria/auditar';
import type { ConfiguracionResuelta } from '../../config/configuracion';
import { CONFIGURACION } from '../../config/configuracion.module';
import { ErrorNegocio, errorValidacion } from '../../common/errores';
import { propiedad } from '../../common/tipado';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import type { Canal, ConfiguracionCanal } from './canal';
import { consultasCanales, type FilaCanal } from './canales.consultas';
import type { CanalEmailDto, CanalHttpDto, PruebaCanalDto } from './canales.dto';
import { EmailCanal } from './email.canal';
import { HttpCanal, urlProveedorPermitida } from './http.canal';
import { esIpProhibida, type PoliticaRed } from './red';
import { CifradoSecretos } from './secreto';

export const MENSAJES_CANALES = {
  noConfigurado: (canal: string) => `El canal ${canal} no está configurado o está desactivado`,
  pruebaFallida: (error: string) => `No se pudo enviar el mensaje de prueba: ${error}`,
  destinoEmail: 'El destino debe ser un email válido',
  destinoTelefono: 'El destino debe ser un teléfono de 10 dígitos',
  url: 'La URL del proveedor debe empezar por https:// y apuntar a una dirección pública',
  host: 'El servidor SMTP debe ser una dirección pública',
  cabeceraReservada: (nombre: string) => `La cabecera ${nombre} la pone Cartera; use otra para el secreto`,
  ajustesInvalidos: (canal: string) => `Los ajustes guardados del canal ${canal} no son válidos: vuelva a configurarlo`,
} as const;

/** Cabeceras que el canal HTTP ya escribe o que cambiarían cómo viaja la petición: el secreto no puede ir en ellas. */
const CABECERAS_RESERVADAS = new Set([
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'expect',
  'idempotency-key',
  'cookie',
  'proxy-authorization',
]);

function ajustesPorDefecto(canal: CanalExterno): Partial<AjustesEmail> | Partial<AjustesHttp> {
  return canal === 'email'
    ? { host: '', puerto: 587, usuario: null, remitente: '', seguro: false }
    : { url: '', cuerpo: CUERPO_PROVEEDOR_POR_DEFECTO, cabeceraSecreto: null };
}

/** Lo que identifica a dónde va el secreto: si cambia, el secreto guardado no lo sigue. */
function destino(canal: CanalExterno, ajustes: object | undefined): string {
  if (!ajustes) return '';
  const valor = (nombre: string, porDefecto: string | null) => propiedad(ajustes, nombre) ?? porDefecto;
  return canal === 'email'
    ? JSON.stringify([valor('host', ''), valor('puerto', null), valor('usuario', null)])
    : JSON.stringify([valor('url', '')]);
}

/** Los ajustes guardados de un canal de correo, comprobados campo por campo; null si no lo son. */
function ajustesEmail(ajustes: Record<string, unknown>): AjustesEmail | null {
  const { host, puerto, remitente, seguro, usuario = null } = ajustes;
  return typeof host === 'string' &&
    typeof puerto === 'number' &&
    Number.isInteger(puerto) &&
    (usuario === null || typeof usuario === 'string') &&
    typeof remitente === 'string' &&
    typeof seguro === 'boolean'
    ? { host, puerto, usuario, remitente, seguro }
    : null;
}

/** Los ajustes guardados de un canal por HTTP (SMS, WhatsApp), comprobados campo por campo; null si no lo son. */
function ajustesHttp(ajustes: Record<string, unknown>): AjustesHttp | null {
  const { url, cuerpo, cabeceraSecreto = null } = ajustes;
  return typeof url === 'string' && typeof cuerpo === 'string' && (cabeceraSecreto === null || typeof cabeceraSecreto === 'string')
    ? { url, cuerpo, cabeceraSecreto }
    : null;
}

/**
 * Ajustes de los canales externos: email por SMTP; SMS y WhatsApp por un proveedor HTTP (webhook JSON). Sólo admin
 * los lee y los cambia; cada cambio y cada mensaje de prueba queda en la auditoría.
 */
@Injectable()
export class CanalesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(CanalesService.name);
  private readonly cifrado: CifradoSecretos;
  private readonly politica: PoliticaRed;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) config: ConfiguracionResuelta,
  ) {
    this.cifrado = new CifradoSecretos(config.canales.claves, config.jwt.secreto);
    this.politica = { permitirLoopback: config.canales.permitirLoopback };
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.recifrar();
  }

  /**
   * Vuelve a cifrar con la clave vigente (la primera de CANALES_KEY) los secretos guardados con otra: los del
   * formato antiguo (clave `v0`, derivada de JWT_SECRET) y los de una clave anterior durante una rotación. Los que
   * no se pueden descifrar se dejan como están (el canal pide volver a escribir el secreto). Idempotente; con varias
   * réplicas, cada fila se bloquea y se comprueba de nuevo.
   */
  async recifrar(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const filas = await consultasCanales.conSecretoBloqueados(manager);
      let recifrados = 0;
      for (const fila of filas) {
        if (this.cifrado.idDeClave(fila.secreto) === this.cifrado.idVigente) continue;
        const claro = this.cifrado.descifrar(fila.secreto);
        if (claro === null) {
          this.logger.warn(`El secreto del canal ${fila.canal} no se puede descifrar con CANALES_KEY: vuelva a escribirlo`);
          continue;
        }
        await consultasCanales.cambiarSecreto(manager, fila.canal, this.cifrado.cifrar(claro));
        recifrados++;
      }
      if (recifrados > 0) this.logger.log(`${recifrados} secreto(s) de canales cifrados con la clave ${this.cifrado.idVigente}`);
      return recifrados;
    });
  }

  async listar(): Promise<CanalConfigurado[]> {
    const filas = await consultasCanales.todos(this.dataSource.manager);
    return filas.map((f) => this.aJson(f));
  }

  private aJson(fila: FilaCanal): CanalConfigurado {
    return {
      canal: fila.canal,
      activo: fila.activo,
      ajustes: { ...ajustesPorDefecto(fila.canal), ...fila.ajustes },
      secretoConfigurado: fila.secreto !== null,
      updatedAt: fila.updated_at.toISOString(),
    };
  }

  actualizarEmail(dto: CanalEmailDto, contexto: ContextoSolicitud): Promise<CanalConfigurado> {
    if (esIpProhibida(dto.host, this.politica)) throw errorValidacion({ host: [MENSAJES_CANALES.host] });
    const ajustes: AjustesEmail = {
      host: dto.host,
      puerto: dto.puerto,
      usuario: dto.usuario ? dto.usuario : null,
      remitente: dto.remitente,
      seguro: dto.seguro,
    };
    return this.guardar('email', dto.activo, ajustes, dto.contrasena, contexto);
  }

  actualizarHttp(canal: 'sms' | 'whatsapp', dto: CanalHttpDto, contexto: ContextoSolicitud): Promise<CanalConfigurado> {
    const prueba = renderizarCuerpoProveedor(dto.cuerpo, {
      telefono: '3000000000',
      mensaje: 'prueba "con" comillas',
      titulo: 'Prueba',
      canal,
      id: randomUUID(),
    });
    if ('error' in prueba) throw errorValidacion({ cuerpo: [prueba.error] });
    if (!urlProveedorPermitida(dto.url, this.politica)) throw errorValidacion({ url: [MENSAJES_CANALES.url] });
    const cabeceraSecreto = dto.cabeceraSecreto ? dto.cabeceraSecreto : null;
    if (cabeceraSecreto && CABECERAS_RESERVADAS.has(cabeceraSecreto.toLowerCase()))
      throw errorValidacion({ cabeceraSecreto: [MENSAJES_CANALES.cabeceraReservada(cabeceraSecreto)] });
    return this.guardar(canal, dto.activo, { url: dto.url, cuerpo: dto.cuerpo, cabeceraSecreto }, dto.token, contexto);
  }

  private guardar(
    canal: CanalExterno,
    activo: boolean,
    ajustes: AjustesEmail | AjustesHttp,
    secreto: string | undefined,
    contexto: ContextoSolicitud,
  ): Promise<CanalConfigurado> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await consultasCanales.uno(manager, canal, true);
      if (!anterior) throw new Error(`notificaciones_canales: falta la fila del canal ${canal}`);
      // Omitido: se conserva el guardado, salvo que cambie el destino (URL, servidor, puerto o usuario): un secreto no
      // sigue a un destino nuevo; vacío: se borra; otro valor: se cifra y reemplaza.
      const destinoCambiado =
        anterior.secreto !== null &&
        destino(canal, anterior.ajustes) !== destino(canal, ajustes);
      const conservar = secreto === undefined && !destinoCambiado;
      const nuevoSecreto = conservar ? anterior.secreto : secreto ? this.cifrado.cifrar(secreto) : null;
      const fila = await consultasCanales.guardar(manager, canal, { activo, ajustes, secreto: nuevoSecreto });
      const previo = this.aJson(anterior);
      const nuevo = this.aJson(fila);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Configurar canal de notificaciones',
        detalles: `Canal ${canal} ${activo ? 'activo' : 'inactivo'}${
          secreto
            ? '; secreto cambiado'
            : secreto === ''
              ? '; secreto borrado'
              : destinoCambiado
                ? '; secreto borrado porque cambió el destino'
                : ''
        }`,
        datosAnteriores: previo,
        datosNuevos: nuevo,
      });
      return nuevo;
    });
  }

  /**
   * El canal listo para enviar, o un error de entrega si no está configurado y activo, o si sus ajustes guardados no
   * son los de su clase de canal.
   */
  async abrir(canal: CanalExterno, manager: EntityManager = this.dataSource.manager): Promise<Canal> {
    const config = await this.leer(canal, manager);
    if (!config.activo || !config.ajustes) throw new ErrorNegocio(CODIGOS.canalNoConfigurado, MENSAJES_CANALES.noConfigurado(canal), 422);
    const invalidos = () => new ErrorNegocio(CODIGOS.canalNoConfigurado, MENSAJES_CANALES.ajustesInvalidos(canal), 422);
    if (canal === 'email') {
      const ajustes = ajustesEmail(config.ajustes);
      if (!ajustes) throw invalidos();
      return new EmailCanal(ajustes, config.secreto, this.politica);
    }
    const ajustes = ajustesHttp(config.ajustes);
    if (!ajustes) throw invalidos();
    return new HttpCanal(canal, ajustes, config.secreto, this.politica);
  }

  private async leer(canal: CanalExterno, manager: EntityManager): Promise<ConfiguracionCanal<Record<string, unknown>>> {
    const fila = await consultasCanales.uno(manager, canal, false);
    const vacio = !fila || Object.keys(fila.ajustes).length === 0;
    return {
      canal,
      activo: Boolean(fila?.activo),
      ajustes: vacio ? null : fila.ajustes,
      secreto: fila?.secreto ? this.cifrado.descifrar(fila.secreto) : null,
    };
  }

  /** Envía un mensaje de prueba ya (sin cola) con los ajustes guardados y deja el resultado en la auditoría. */
  async probar(canal: CanalExterno, dto: PruebaCanalDto, contexto: ContextoSolicitud): Promise<PruebaCanal> {
    const destino = canal === 'email' ? dto.destino : soloDigitos(dto.destino);
    if (canal === 'email' && !esEmailValido(destino)) throw errorValidacion({ destino: [MENSAJES_CANALES.destinoEmail] });
    if (canal !== 'email' && !esTelefonoValido(destino)) throw errorValidacion({ destino: [MENSAJES_CANALES.destinoTelefono] });
    const abierto = await this.abrir(canal);
    let error: string | null = null;
    try {
      await abierto.enviar({
        id: randomUUID(),
        direccion: destino,
        titulo: 'Mensaje de prueba de Cartera',
        mensaje: dto.mensaje?.trim() || `Mensaje de prueba del canal ${canal} enviado por ${contexto.actor.nombre}.`,
      });
    } catch (e) {
      error = e instanceof Error ? e.message : String(e);
    } finally {
      abierto.cerrar?.();
    }
    await this.dataSource.transaction((manager) =>
      auditar(manager, contexto, 'Sistema', {
        tipo: error ? 'error' : 'success',
        resultado: error ? 'fallido' : 'exitoso',
        accion: 'Probar canal de notificaciones',
        detalles: `Mensaje de prueba por ${canal} a ${destino}${error ? `: ${error}` : ''}`,
      }),
    );
    if (error) throw new ErrorNegocio(CODIGOS.pruebaCanalFallida, MENSAJES_CANALES.pruebaFallida(error), 422);
    return { enviado: true, destino };
  }
}
