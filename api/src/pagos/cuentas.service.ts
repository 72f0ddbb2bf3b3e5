import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  ETIQUETAS_TIPO_CUENTA_PAGO,
  MENSAJES_PAGOS,
  normalizarIdentificador,
  validarIdentificadorCuentaPago,
  type CuentaPago,
  type TipoCuentaPago,
  type AjustesPagos,
  oficinaDeCuentaPago,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { conflicto, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud, UsuarioSesion } from '../common/usuario-actual.decorator';
import { enOficina } from '../database/en-oficina';
import { oficinaElegidaPor } from '../oficinas/oficina-de-alta';
import { instanteJson } from '../database/consulta-preparada';
import type { AjustesPagosDto, CreateCuentaPagoDto, UpdateCuentaPagoDto } from './dto/cuenta-pago.dto';
import { consultasPagos, type CuentaLeida } from './pagos.consultas';
import { leerTransferenciasMiRuta } from '../cobros/transferencia-cobro';

function cuentaAJson(fila: CuentaLeida): CuentaPago {
  return {
    _id: fila.id,
    tipo: fila.tipo,
    nombre: fila.nombre,
    identificador: fila.identificador,
    activa: fila.activa,
    cuentaContable: { codigo: fila.contable_codigo, nombre: fila.contable_nombre },
    oficina: { _id: fila.oficina_id, nombre: fila.oficina_nombre },
    createdAt: instanteJson(fila.created_at),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** El identificador normalizado y válido para su tipo (400 en el campo si no). */
function identificadorValido(tipo: TipoCuentaPago, valor: string): string {
  const identificador = normalizarIdentificador(tipo, valor);
  const error = validarIdentificadorCuentaPago(tipo, identificador);
  if (error) throw errorValidacion({ identificador: [error] });
  return identificador;
}

/** El nombre de la subcuenta de Bancos de una cuenta de recaudo. */
const nombreContable = (tipo: TipoCuentaPago, nombre: string) =>
  `${ETIQUETAS_TIPO_CUENTA_PAGO[tipo]} — ${nombre}`.slice(0, 120);

/**
 * Las cuentas de recaudo (docs/decisiones/pagos-por-transferencia.md): cada una nace con su subcuenta de Bancos en el
 * libro mayor (111005 + 01, 02…), donde entra lo que llega a ella. No se borran (tienen cobros): se desactivan.
 */
@Injectable()
export class CuentasPagoService {
  constructor(private readonly dataSource: DataSource) {}

  /** Las que ve quien pide (las de sus oficinas); con `oficina`, sólo las de ésa (el selector de oficina). */
  listar(oficina?: string): Promise<CuentaPago[]> {
    return enOficina(oficina, async () => (await consultasPagos.cuentas(this.dataSource.manager)).map(cuentaAJson));
  }

  private async leer(manager: EntityManager, id: string): Promise<CuentaLeida> {
    const fila = await consultasPagos.cuenta(manager, id);
    if (!fila) throw noEncontrado(MENSAJES_PAGOS.cuentaNoEncontrada);
    return fila;
  }

  crear(dto: CreateCuentaPagoDto, contexto: ContextoSolicitud): Promise<CuentaPago> {
    return this.dataSource.transaction(async (manager) => {
      const oficina = await oficinaDeLaCuenta(manager, contexto.actor, dto.oficina);
      const cuenta = await crearCuentaPago(manager, { ...dto, oficina });
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Registrar cuenta de recaudo',
        detalles: `${ETIQUETAS_TIPO_CUENTA_PAGO[cuenta.tipo]} «${cuenta.nombre}» (${cuenta.identificador}) en ${cuenta.oficina?.nombre ?? ''}, subcuenta ${cuenta.cuentaContable.codigo}`,
        datosNuevos: { ...cuenta },
      });
      return cuenta;
    });
  }

  actualizar(id: string, dto: UpdateCuentaPagoDto, contexto: ContextoSolicitud): Promise<CuentaPago> {
    return this.dataSource.transaction(async (manager) => {
      await consultasPagos.bloquearCuenta(manager, id);
      const anterior = cuentaAJson(await this.leer(manager, id));
      const nombre = dto.nombre?.trim() ?? anterior.nombre;
      const identificador =
        dto.identificador === undefined ? anterior.identificador : identificadorValido(anterior.tipo, dto.identificador);
      await repetida(manager, anterior.tipo, identificador, id);
      const oficinaId =
        dto.oficina === undefined ? anterior.oficina?._id : await oficinaDeLaCuenta(manager, contexto.actor, dto.oficina);
      if (oficinaId === undefined) throw new Error('La cuenta leída no trae su oficina');
      await consultasPagos.actualizarCuenta(manager, id, {
        nombre,
        identificador,
        oficinaId,
        activa: dto.activa ?? anterior.activa,
        nombreContable: nombreContable(anterior.tipo, nombre),
      });
      const cuenta = cuentaAJson(await this.leer(manager, id));
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar cuenta de recaudo',
        detalles: `${ETIQUETAS_TIPO_CUENTA_PAGO[cuenta.tipo]} «${cuenta.nombre}»${cuenta.activa ? '' : ' (inactiva)'}`,
        datosAnteriores: { ...anterior },
        datosNuevos: { ...cuenta },
      });
      return cuenta;
    });
  }

  async ajustes(): Promise<AjustesPagos> {
    return { transferenciasMiRuta: await leerTransferenciasMiRuta(this.dataSource.manager) };
  }

  actualizarAjustes(dto: AjustesPagosDto, contexto: ContextoSolicitud): Promise<AjustesPagos> {
    return this.dataSource.transaction(async (manager) => {
      const anterior = await leerTransferenciasMiRuta(manager);
      await consultasPagos.guardarTransferenciasMiRuta(manager, dto.transferenciasMiRuta);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar transferencias de Mi Ruta',
        detalles: dto.transferenciasMiRuta === 'aplicar' ? 'Se aplican de una vez' : 'Quedan por confirmar',
        datosAnteriores: { transferenciasMiRuta: anterior },
        datosNuevos: { transferenciasMiRuta: dto.transferenciasMiRuta },
      });
      return { transferenciasMiRuta: dto.transferenciasMiRuta };
    });
  }
}

/** La oficina de la cuenta (`oficinaDeCuentaPago`): la pedida entre las que elige quien la registra, o un 400 en `oficina`. */
function oficinaDeLaCuenta(
  manager: EntityManager,
  actor: Pick<UsuarioSesion, 'id' | 'rol'>,
  pedida: string | undefined,
): Promise<string> {
  return oficinaElegidaPor(manager, actor, pedida, oficinaDeCuentaPago);
}

async function repetida(manager: EntityManager, tipo: TipoCuentaPago, identificador: string, id: string | null): Promise<void> {
  if (await consultasPagos.hayOtra(manager, tipo, identificador, id)) throw conflicto(CODIGOS.cuentaPagoRepetida, MENSAJES_PAGOS.cuentaRepetida);
}

/**
 * Crea una cuenta de recaudo y su subcuenta de Bancos (la usan el alta y la carga de demostración). El número de la
 * subcuenta sale de una secuencia: 11100501, 11100502…
 */
export async function crearCuentaPago(
  manager: EntityManager,
  datos: { tipo: TipoCuentaPago; nombre: string; identificador: string; activa?: boolean; oficina: string },
): Promise<CuentaPago> {
  const identificador = identificadorValido(datos.tipo, datos.identificador);
  const nombre = datos.nombre.trim();
  if (!nombre) throw errorValidacion({ nombre: [MENSAJES_PAGOS.nombreObligatorio] });
  await repetida(manager, datos.tipo, identificador, null);
  const id = await consultasPagos.insertarCuenta(manager, {
    tipo: datos.tipo,
    nombre,
    identificador,
    activa: datos.activa ?? true,
    oficina_id: datos.oficina,
  });
  await consultasPagos.insertarSubcuenta(manager, id, nombreContable(datos.tipo, nombre));
  const fila = await consultasPagos.cuenta(manager, id);
  if (!fila) throw new Error('Falta la cuenta Bancos (111005) del plan de cuentas');
  return cuentaAJson(fila);
}
