import { CODIGOS, validarCedula, type ClienteResumen } from '@cartera/dominio';
import { auditar } from '../../auditoria/auditar';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../../common/errores';
import type { ContextoSolicitud } from '../../common/usuario-actual.decorator';
import type { ConfiguracionResuelta } from '../../config/configuracion';
import { CONFIGURACION } from '../../config/configuracion.module';
import { ClientesService } from '../clientes.service';
import { consultasCedulas } from './cedulas.consultas';
import { consultarRegistro, type DatosCedula } from './registro-cedulas';

export const FUENTES_CEDULA = ['database', 'cache', 'external'] as const;
export type FuenteCedula = (typeof FUENTES_CEDULA)[number];

export const MENSAJES_CEDULAS = {
  noEncontrada: 'Cédula no encontrada',
  tiempoAgotado: 'El registro de cédulas no respondió a tiempo. Intente de nuevo más tarde.',
  noDisponible: 'El registro de cédulas no está disponible en este momento',
  respuestaInvalida: 'El registro de cédulas respondió con datos inválidos',
} as const;

type DatosConsulta = (DatosCedula | (ClienteResumen & { foto: string | null })) & { source: FuenteCedula };

export interface ResultadoConsultaCedula {
  source: FuenteCedula;
  data: DatosConsulta;
}

/**
 * Consulta de cédula para llenar el formulario de cliente. Orden: un cliente que ya existe (database); la caché de
 * consultas anteriores, si no venció y no se pide `refresh` (cache); el registro externo configurado (external).
 * Sin registro configurado, lo que no está en la base ni en la caché es 'Cédula no encontrada' al instante.
 */
@Injectable()
export class CedulasService {
  private readonly logger = new Logger('Cedulas');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(CONFIGURACION) private readonly config: ConfiguracionResuelta,
    private readonly clientes: ClientesService,
  ) {}

  async consultar(
    valor: string,
    { refresh = false, persist = false }: { refresh?: boolean; persist?: boolean },
    contexto: ContextoSolicitud,
  ): Promise<ResultadoConsultaCedula> {
    const cedula = normalizar(valor);

    const cliente = await this.clientes.buscarPorCedula(cedula);
    if (cliente) return resultado('database', cliente);

    if (!refresh) {
      const guardada = await consultasCedulas.vigente(this.dataSource.manager, cedula);
      if (guardada) return resultado('cache', guardada);
    }

    const { urlProveedor, tokenProveedor, timeoutMs } = this.config.cedulas;
    if (!urlProveedor) throw noEncontrado(MENSAJES_CEDULAS.noEncontrada);
    const respuesta = await consultarRegistro(cedula, { url: urlProveedor, token: tokenProveedor, timeoutMs });
    switch (respuesta.tipo) {
      case 'no_encontrado':
        throw noEncontrado(MENSAJES_CEDULAS.noEncontrada);
      case 'fallo': {
        this.logger.warn(`Registro de cédulas: fallo '${respuesta.motivo}' al consultar ${ocultar(cedula)}`);
        const mensaje =
          respuesta.motivo === 'tiempo'
            ? MENSAJES_CEDULAS.tiempoAgotado
            : respuesta.motivo === 'respuesta'
              ? MENSAJES_CEDULAS.respuestaInvalida
              : MENSAJES_CEDULAS.noDisponible;
        throw new ErrorNegocio(CODIGOS.registroCedulasNoDisponible, mensaje, 503);
      }
      case 'encontrado':
        if (persist) await this.guardarEnCache(respuesta.datos, new URL(urlProveedor.replace('{cedula}', cedula)).host, contexto);
        return resultado('external', respuesta.datos);
    }
  }

  /** Borra la consulta guardada de una cédula (éxito aunque no hubiera ninguna). */
  async limpiarCache(valor: string, { actor, ip }: ContextoSolicitud): Promise<{ eliminada: boolean }> {
    const cedula = normalizar(valor);
    return this.dataSource.transaction(async (manager) => {
      const eliminada = await consultasCedulas.borrar(manager, cedula);
      await auditar(manager, { actor, ip }, 'Clientes', {
        accion: 'Limpiar caché de cédula',
        detalles: eliminada ? `Caché de la cédula ${cedula} eliminada` : `La cédula ${cedula} no tenía caché`,
        tipo: 'info',
      });
      return { eliminada };
    });
  }

  /** Guarda la ficha del registro (y de paso purga las vencidas) con la caducidad configurada. */
  private async guardarEnCache(datos: DatosCedula, fuente: string, { actor, ip }: ContextoSolicitud): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await consultasCedulas.purgarVencidas(manager);
      await consultasCedulas.guardar(manager, datos, fuente, this.config.cedulas.cacheTtlHoras);
      await auditar(manager, { actor, ip }, 'Clientes', {
        accion: 'Guardar consulta de cédula',
        detalles: `Consulta de la cédula ${datos.cedula} en ${fuente} guardada en caché`,
        tipo: 'info',
        datosNuevos: { ...datos, foto: datos.foto ? '[foto]' : undefined },
      });
    });
  }
}

/** Cédula (CC: la consulta es a la Registraduría) de la ruta: admite separadores; si no es de 3 a 11 dígitos, 400 con el mensaje del formulario. */
function normalizar(valor: string): string {
  const limpio = (valor ?? '').replace(/[\s.-]/g, '');
  const error = validarCedula(limpio);
  if (error) throw errorValidacion({ cedula: [error] });
  return limpio;
}

function resultado(source: FuenteCedula, datos: DatosCedula | (ClienteResumen & { foto: string | null })): ResultadoConsultaCedula {
  return { source, data: { ...datos, source } };
}

/** En los registros del servidor la cédula va parcialmente oculta. */
function ocultar(cedula: string): string {
  return `${cedula.slice(0, 3)}•••••${cedula.slice(-3)}`;
}
