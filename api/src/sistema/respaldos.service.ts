import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { registrarEvento } from '../auditoria/registrar-evento';
import {
  CODIGOS,
  hoyBogota,
  horaEnteraATexto,
  type ClaveRespaldos,
  type ListaRespaldos,
  type OrigenRespaldo,
  type Respaldo,
} from '@cartera/dominio';
import { ErrorNegocio } from '../common/errores';
import { propiedad } from '../common/tipado';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CONFIGURACION } from '../config/configuracion.module';
import { RAIZ_REPOSITORIO, type ConfiguracionResuelta } from '../config/configuracion';
import {
  MINUTOS_VUELTA,
  reclamarTareaDiaria,
  soltarTareaDiaria,
  yaEsLaHora,
} from '../database/tareas-diarias';
import { ColaService } from '../cola/cola.service';
import { EnvioService } from '../notificaciones/envio.service';
import {
  abrirSesionRespaldo,
  borrarParciales,
  borrarRespaldo,
  comprobarPgDump,
  crearRespaldo,
  describirFalla,
  ErrorHerramientaPostgres,
  ErrorRespaldoEnCurso,
  type OpcionesRespaldo,
} from './respaldo';
import { consultasRespaldos } from './respaldos.consultas';
import { respaldosParaBorrar, ROTACION_POR_DEFECTO } from './rotacion.rules';

/**
 * Cola de pg-boss del respaldo diario: una vuelta cada MINUTOS_VUELTA minutos que respalda una vez al día desde la
 * hora de la organización (o RESPALDOS_HORA). `tareas_diarias` guarda el reclamo del día con este nombre.
 */
export const COLA_RESPALDOS = 'sistema-respaldos';
export const TAREA_RESPALDO = 'respaldo';
export const CARPETA_RESPALDOS = 'respaldos';
/** Registros de respaldos fallidos que se conservan (los exitosos los poda la rotación). */
const FALLIDOS_CONSERVADOS = 30;
/** El aviso de la clave generada, con la ruta de su archivo en el servidor. */
export const mensajeAvisoClave = (archivo: string) =>
  `Cartera cifra cada respaldo con una clave que generó en el servidor, en el archivo ${archivo} (fuera de las ` +
  'carpetas de respaldos). Sin esa clave no se puede restaurar ningún respaldo: guarde una copia de ese archivo fuera ' +
  'de este computador (un gestor de contraseñas, una memoria USB guardada aparte) y confírmelo en Configuración › ' +
  'Sistema › Respaldos.';
/** La clave de origen del aviso a los admins de una clave generada: uno por clave (única en `notificaciones`). */
export const claveAvisoClaveRespaldos = (huella: string) => `clave_respaldos:${huella}`;

/** Versión de Cartera para el manifiesto (package.json de la raíz). */
export function versionAplicacion(): string {
  try {
    const version = propiedad(JSON.parse(readFileSync(path.join(RAIZ_REPOSITORIO, 'package.json'), 'utf8')), 'version');
    return typeof version === 'string' ? version : 'desconocida';
  } catch {
    return 'desconocida';
  }
}

/** Opciones de respaldo de la configuración (también las usa migrar.ts al arrancar). */
export function opcionesRespaldo(config: ConfiguracionResuelta): OpcionesRespaldo {
  return {
    url: config.baseDatos.url,
    embebida: config.baseDatos.embebida,
    carpeta: path.join(config.dataDir, CARPETA_RESPALDOS),
    clave: config.respaldos.clave.valor,
    copiaDir: config.respaldos.copiaDir,
    versionAplicacion: versionAplicacion(),
  };
}

/**
 * Respaldos a pedido (POST, responde al terminar) y el diario (pg-boss), con su registro, la rotación antes de
 * escribir y la auditoría. Uno a la vez en todo el clúster: el candado consultivo lo tiene la sesión del respaldo.
 */
@Injectable()
export class RespaldosService implements OnModuleInit {
  private readonly logger = new Logger(RespaldosService.name);

  constructor(
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cola: ColaService,
    private readonly envio: EnvioService,
  ) {}

  onModuleInit(): void {
    this.cola.programarCada(COLA_RESPALDOS, MINUTOS_VUELTA, async () => {
      await this.respaldoDiario();
    });
  }

  /** La hora del respaldo diario: la de la organización o, si no eligió ninguna, la de RESPALDOS_HORA. */
  async horaProgramada(): Promise<{ hora: string; horaPorDefecto: string; horaDeLaOrganizacion: boolean }> {
    const elegida = await consultasRespaldos.horaDeLaOrganizacion(this.dataSource.manager);
    const horaPorDefecto = horaEnteraATexto(this.config.respaldos.hora);
    return { hora: elegida ?? horaPorDefecto, horaPorDefecto, horaDeLaOrganizacion: elegida !== null };
  }

  /**
   * Una vuelta del respaldo diario con el reloj `ahora`: si ya es la hora (la que rige en este momento, sin reiniciar)
   * y nadie hizo el de hoy, lo hace. El día lo reclama en `tareas_diarias` la primera vuelta que llega: con varias
   * réplicas o si la hora se cambia después del de hoy, nunca hay dos programados el mismo día. Un computador apagado
   * a la hora respalda en la primera vuelta después de encenderse (hasta medianoche). Si había otro respaldo en curso
   * (uno manual) suelta el día y lo intenta en la vuelta siguiente; uno que falla queda en la lista como fallido y no
   * se repite hasta mañana. Devuelve el respaldo hecho, o null.
   */
  async respaldoDiario(ahora: Date = new Date()): Promise<Respaldo | null> {
    const { hora } = await this.horaProgramada();
    if (!yaEsLaHora(hora, ahora)) return null;
    const dia = hoyBogota(ahora);
    if (!(await reclamarTareaDiaria(this.dataSource.manager, TAREA_RESPALDO, dia))) return null;
    try {
      return await this.respaldar('programado');
    } catch (error) {
      if (error instanceof ErrorNegocio && error.code === CODIGOS.respaldoEnCurso) {
        await soltarTareaDiaria(this.dataSource.manager, TAREA_RESPALDO, dia);
        this.logger.warn(`${error.message}: el respaldo diario se intenta en la próxima vuelta`);
        return null;
      }
      // Otro error ya quedó registrado (la lista lo muestra como fallido).
      if (!(error instanceof ErrorNegocio)) throw error;
      this.logger.warn(error.message);
      return null;
    }
  }

  async listar(): Promise<ListaRespaldos> {
    const items = await consultasRespaldos.ultimos(this.dataSource.manager);
    return {
      items,
      ultimo: items.find((r) => r.resultado !== 'en_curso') ?? null,
      programacion: {
        ...(await this.horaProgramada()),
        zonaHoraria: 'America/Bogota',
        cifrado: true,
        copia: Boolean(this.config.respaldos.copiaDir),
      },
      rotacion: ROTACION_POR_DEFECTO,
      clave: await this.estadoClave(),
    };
  }

  /** De dónde sale la clave de los respaldos y si un admin confirmó que la guardó fuera de este servidor. */
  async estadoClave(): Promise<ClaveRespaldos> {
    const { origen, archivo, huella } = this.config.respaldos.clave;
    const fila = await consultasRespaldos.claveGuardada(this.dataSource.manager, huella);
    return { origen, archivo, guardada: fila ? { por: fila.por, en: new Date(fila.en).toISOString() } : null };
  }

  /**
   * «Ya guardé la clave en otro lugar»: el admin confirma que tiene una copia de la clave vigente fuera de este
   * servidor. Queda con quién y cuándo (auditado); confirmarla otra vez no cambia nada y responde lo ya registrado.
   */
  async confirmarClaveGuardada(contexto: ContextoSolicitud): Promise<ClaveRespaldos> {
    const { origen, archivo, huella } = this.config.respaldos.clave;
    await this.dataSource.transaction(async (manager) => {
      const nueva = await consultasRespaldos.guardarClave(manager, huella, contexto.actor);
      if (!nueva) return;
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Confirmar clave de respaldos guardada',
        detalles: `${contexto.actor.nombre} confirmó que guardó fuera del servidor la clave de los respaldos (${archivo ?? 'RESPALDOS_CLAVE'})`,
        datosNuevos: { origen, archivo, guardadaEn: new Date(nueva.guardada_en).toISOString() },
      });
    });
    return this.estadoClave();
  }

  /**
   * Con la clave generada por Cartera y sin confirmar que se guardó aparte, avisa una vez a los administradores
   * activos, en la campana del portal, dónde está y que sin ella no se puede restaurar nada (la clave de origen es
   * por huella: una clave nueva avisa de nuevo). main.ts lo llama al arrancar, después de crear el primer admin.
   * Devuelve el estado de la clave, para la línea de la consola.
   */
  async avisarClave(): Promise<ClaveRespaldos> {
    const estado = await this.estadoClave();
    if (estado.origen !== 'archivo' || estado.guardada) return estado;
    const admins = await consultasRespaldos.adminsActivos(this.dataSource.manager);
    if (admins.length === 0) return estado;
    await this.dataSource.transaction((manager) =>
      this.envio.registrar(manager, [
        {
          tipo: 'sistema',
          categoria: 'sistema',
          titulo: 'Guarde la clave de los respaldos',
          mensaje: mensajeAvisoClave(estado.archivo ?? ''),
          origen: 'clave_respaldos',
          claveOrigen: claveAvisoClaveRespaldos(this.config.respaldos.clave.huella),
          destinatarios: admins.map((u) => ({
            usuarioId: u.id,
            nombre: u.nombre,
            direccion: null,
            valores: {},
          })),
        },
      ]),
    );
    return estado;
  }

  /** Hace un respaldo ya. Un fallo queda registrado (con el motivo) y se responde como error. */
  async respaldar(origen: OrigenRespaldo, contexto?: ContextoSolicitud): Promise<Respaldo> {
    const opciones = opcionesRespaldo(this.config);
    const sesion = await abrirSesionRespaldo(opciones.url).catch((error: unknown) => {
      if (error instanceof ErrorRespaldoEnCurso)
        throw new ErrorNegocio(CODIGOS.respaldoEnCurso, error.message, 409);
      throw error;
    });
    try {
      // Con DATABASE_URL y sin un pg_dump adecuado, uno pedido a mano no se intenta: la respuesta (422) dice qué
      // instalar. El programado sí queda registrado como fallido, para que el admin lo vea en la lista.
      if (!opciones.embebida && origen === 'manual') {
        await comprobarPgDump(sesion.cliente).catch((error: unknown) => {
          if (error instanceof ErrorHerramientaPostgres)
            throw new ErrorNegocio(CODIGOS.respaldosNoDisponibles, error.message, 422);
          throw error;
        });
      }
      // Con el candado tomado nadie más respalda: lo que quedó «en curso» o a medias es de una API que se detuvo.
      await consultasRespaldos.marcarInterrumpidos(this.dataSource.manager);
      await borrarParciales(opciones.carpeta);
      const fecha = new Date();
      await this.podar(opciones, fecha);
      const id = await consultasRespaldos.abrir(this.dataSource.manager, fecha, origen, contexto?.actor.id ?? null);
      const inicio = Date.now();
      try {
        const archivo = await crearRespaldo(sesion, opciones, origen, id, fecha);
        const respaldo = await consultasRespaldos.cerrar(this.dataSource.manager, id, {
          resultado: 'exitoso',
          metodo: archivo.metodo,
          archivo: archivo.nombre,
          tamano: archivo.tamano,
          sha256: archivo.sha256,
          aviso: archivo.avisoCopia ?? null,
          duracion_ms: Date.now() - inicio,
        });
        await this.auditarRespaldo(respaldo, contexto);
        return respaldo;
      } catch (error) {
        const mensaje = describirFalla(error, opciones.carpeta);
        this.logger.error(`Respaldo ${origen} fallido: ${mensaje}`);
        const respaldo = await consultasRespaldos.cerrar(this.dataSource.manager, id, {
          resultado: 'fallido',
          error: mensaje,
          duracion_ms: Date.now() - inicio,
        });
        await this.auditarRespaldo(respaldo, contexto);
        throw new ErrorNegocio(CODIGOS.respaldoFallido, mensaje, 500);
      }
    } finally {
      await sesion.cerrar();
    }
  }

  /** El archivo de un respaldo exitoso para descargarlo. */
  async archivo(id: string): Promise<{ ruta: string; nombre: string; tamano: number; sha256: string }> {
    const fila = await consultasRespaldos.uno(this.dataSource.manager, id);
    if (!fila) throw new ErrorNegocio(CODIGOS.noEncontrado, 'Respaldo no encontrado', 404);
    if (fila.resultado !== 'exitoso' || !fila.archivo || !fila.sha256)
      throw new ErrorNegocio(
        CODIGOS.respaldoSinArchivo,
        'Ese respaldo no terminó bien: no tiene archivo para descargar',
        404,
      );
    const ruta = path.join(this.config.dataDir, CARPETA_RESPALDOS, fila.archivo);
    const tamano = await stat(ruta)
      .then((s) => s.size)
      .catch(() => {
        throw new ErrorNegocio(
          CODIGOS.respaldoSinArchivo,
          `El archivo ${fila.archivo} ya no está en la carpeta de respaldos`,
          404,
        );
      });
    return { ruta, nombre: fila.archivo, tamano, sha256: fila.sha256 };
  }

  /** Rotación antes de escribir (cuenta el nuevo): así un disco casi lleno tiene sitio para él. */
  private async podar(opciones: OpcionesRespaldo, nuevo: Date): Promise<void> {
    const manager = this.dataSource.manager;
    const exitosos = await consultasRespaldos.exitosos(manager);
    const borrar = new Set(respaldosParaBorrar(exitosos, ROTACION_POR_DEFECTO, nuevo));
    for (const respaldo of exitosos.filter((r) => borrar.has(r.id))) {
      // Un exitoso siempre tiene su archivo (se anotan juntos).
      if (respaldo.archivo !== null) await borrarRespaldo(opciones.carpeta, respaldo.archivo, opciones.copiaDir);
      await consultasRespaldos.borrar(manager, respaldo.id);
    }
    await consultasRespaldos.podarFallidos(manager, FALLIDOS_CONSERVADOS);
  }

  private async auditarRespaldo(respaldo: Respaldo, contexto?: ContextoSolicitud): Promise<void> {
    const exitoso = respaldo.resultado === 'exitoso';
    const evento = {
      accion: exitoso ? 'Crear respaldo' : 'Respaldo fallido',
      detalles: exitoso
        ? `Respaldo ${respaldo.origen} ${respaldo.archivo} (${respaldo.tamano} bytes, sha256 ${respaldo.sha256})`
        : `Respaldo ${respaldo.origen} fallido: ${respaldo.error}`,
      tipo: exitoso ? ('success' as const) : ('error' as const),
      resultado: exitoso ? ('exitoso' as const) : ('fallido' as const),
      datosNuevos: {
        id: respaldo.id,
        origen: respaldo.origen,
        archivo: respaldo.archivo,
        sha256: respaldo.sha256,
      },
    };
    if (contexto) await auditar(this.dataSource.manager, contexto, 'Sistema', evento);
    else await registrarEvento(this.dataSource.manager, { ...evento, usuario: 'Sistema', modulo: 'Sistema' });
  }
}
