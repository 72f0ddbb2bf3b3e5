import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_EXTRACTOS,
  MENSAJES_PAGOS,
  centavosDePesos,
  clavesLineasExtracto,
  cruzarExtracto,
  destinoDeCruce,
  lineasDeExtracto,
  validarColumnasExtracto,
  type ColumnasExtracto,
  type ExtractoPago,
  type LineaExtracto,
  type ResultadoExtracto,
  TIPOS_CUENTA_PAGO,
  MENSAJES_DEBITOS,
  estadoAlLlegar,
  formatearCOP,
  lineasRepetidas,
  type LineaExtractoPago,
} from '@cartera/dominio';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ejecutarComando } from '../mayor/comando';
import { comandoConciliarLineas } from '../mayor/ligas-extracto.comandos';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import { deLista } from '../database/kysely';
import { AplicadorExtractos } from './aplicar-extractos';
import { decidirRepetida } from './debitos.consultas';
import { DebitosService } from './debitos.service';
import { leerSubidaArchivo } from '../importaciones/subida-archivo';
import { MENSAJES_SUBIDA_EXTRACTO, leerArchivoExtracto } from './archivo-extracto';
import { leerCarteraExtracto, leerPorCruzar } from './cartera-extracto';
import {
  bloquearCuenta,
  columnasRecordadas,
  marcarConciliadasConCobro,
  guardarConteos,
  insertarExtracto,
  insertarLineas,
  leerAvance,
  leerExtracto,
  marcarPorAplicar,
  recordarColumnas,
  soltarCuenta,
  type PlanLinea,
} from './extractos.consultas';
import { huellaClave, lineaJson } from './lineas-extracto';
import { leerLinea, leerLineas } from './lineas.consultas';
import { asegurarCuentaActiva } from '../cobros/transferencia-cobro';
import { esObjeto } from '../common/tipado';
import { UUID } from '../common/entrada';

/**
 * Los extractos de las cuentas de recaudo (docs/decisiones/pagos-por-transferencia.md, «Extractos»): la solicitud
 * guarda y cruza todas las líneas (`cruzarExtracto`) y responde; lo cruzado lo cobra después el trabajo de
 * aplicar-extractos.ts por el servicio de cobros de siempre (o confirma su transferencia), y lo demás entra a «Recaudos
 * por aplicar». Cada línea se guarda una vez por cuenta (su huella): importar otra vez el mismo extracto no agrega nada.
 */
@Injectable()
export class ExtractosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly aplicador: AplicadorExtractos,
    private readonly debitos: DebitosService,
  ) {}

  async importar(request: FastifyRequest, contexto: ContextoSolicitud): Promise<ResultadoExtracto> {
    const { contenido, nombre, campos } = await leerSubidaArchivo(request, MENSAJES_SUBIDA_EXTRACTO);
    const cuentaId = campos.cuenta?.trim() ?? '';
    if (!UUID.test(cuentaId)) throw errorValidacion({ cuenta: [MENSAJES_PAGOS.cuentaObligatoria] });
    const cuenta = await asegurarCuentaActiva(this.dataSource.manager, cuentaId);
    const tabla = await leerArchivoExtracto(contenido, nombre);
    // Los encabezados del archivo van en cada rechazo por columnas: la pantalla los ofrece para mapearlos.
    const encabezados = tabla.encabezados.filter((e) => e !== '');
    const columnas = await this.columnas(cuentaId, campos.columnas, encabezados);
    const { lineas, errores } = lineasDeExtracto(tabla.encabezados, tabla.filas, columnas);
    if (errores.length > 0) {
      throw new ErrorNegocio(CODIGOS.extractoInvalido, errores.slice(0, 5).join('. '), 400, {
        archivo: errores.slice(0, 100),
        encabezados,
      });
    }
    const claves = clavesLineasExtracto(lineas).map(huellaClave);

    // Una importación por cuenta a la vez (las dos verían las mismas líneas por cruzar); la segunda espera.
    const sesion = this.dataSource.createQueryRunner();
    await sesion.connect();
    let resultado: Omit<ResultadoExtracto, 'estado' | 'progreso'>;
    try {
      await bloquearCuenta(sesion.manager, cuentaId);
      resultado = await this.dataSource.transaction(async (manager) => {
        const guardado = await this.guardar(
          manager,
          { cuenta, nombre, columnas: campos.columnas ? columnas : null, lineas, claves },
          contexto,
        );
        // Cada débito nuevo se contabiliza aquí, con las reglas de la oficina (docs/decisiones/conciliacion-bancaria.md).
        await this.debitos.contabilizar(manager, { extractoId: guardado.extractoId }, contexto.actor.id);
        const { conciliadas, enSuspenso } = await this.cruzar(manager, cuentaId, guardado.extractoId, contexto);
        const repetidas = lineas.length - guardado.nuevas;
        await guardarConteos(manager, guardado.extractoId, { conciliadas, enSuspenso, repetidas, debitos: guardado.debitos });
        return { id: guardado.extractoId, lineas: lineas.length, conciliadas, enSuspenso, repetidas, debitos: guardado.debitos };
      });
    } finally {
      await soltarCuenta(sesion.manager, cuentaId).catch(() => undefined);
      await sesion.release();
    }
    // Lo cruzado se cobra en segundo plano (aplicar-extractos.ts); la respuesta dice cuánto falta.
    await this.aplicador.disparar();
    return { ...resultado, ...(await leerAvance(this.dataSource.manager, resultado.id)) };
  }

  /**
   * Cruza todas las líneas por cruzar de la cuenta (las de este extracto y las que una importación interrumpida dejó)
   * con lo que ellas nombran, leído en pocas consultas por índice, y la regla pura `cruzarExtracto` (cada transferencia y
   * cada cobro registrado sirve a una sola línea). El cobro ya registrado se concilia aquí; lo demás queda por aplicar
   * con su plan (`destinoDeCruce`). Cuenta lo de este extracto: cruzadas y al suspenso.
   */
  private async cruzar(
    manager: EntityManager,
    cuentaId: string,
    extractoId: string,
    contexto: ContextoSolicitud,
  ): Promise<{ conciliadas: number; enSuspenso: number }> {
    const porCruzar = await leerPorCruzar(manager, cuentaId);
    const cartera = await leerCarteraExtracto(manager, cuentaId, porCruzar);
    const cruces = cruzarExtracto(porCruzar, cartera.datos);
    const planes: PlanLinea[] = [];
    const ligas: Array<{ linea: string; prestamo: string; cobro: string; monto: number }> = [];
    let conciliadas = 0;
    let enSuspenso = 0;
    for (const [i, linea] of porCruzar.entries()) {
      const cruce = cruces[i];
      const destino = destinoDeCruce(cruce);
      let cruzada = false;
      if (destino.tipo === 'conciliar') {
        const cobro = cartera.prestamoDeCobro.get(destino.cobroId);
        if (cobro) {
          ligas.push({ linea: linea.id, prestamo: cobro.prestamo, cobro: destino.cobroId, monto: cobro.monto });
          cruzada = true;
        } else planes.push({ id: linea.id, cruce: null, prestamo: null, transferencia: null });
      } else if (destino.tipo === 'por_aplicar') {
        const prestamo =
          cruce.tipo === 'referencia'
            ? cartera.prestamoDeNumero.get(cruce.numero)
            : cruce.tipo === 'cedula'
              ? cartera.prestamoDeCedula.get(cruce.cedula)
              : undefined;
        const conPrestamo = destino.cruce === 'referencia' || destino.cruce === 'cedula';
        const plan: PlanLinea =
          conPrestamo && !prestamo
            ? { id: linea.id, cruce: null, prestamo: null, transferencia: null }
            : { id: linea.id, cruce: destino.cruce, prestamo: prestamo ?? null, transferencia: destino.transferenciaId };
        planes.push(plan);
        cruzada = plan.cruce !== null;
      } else continue;
      if (linea.extractoId !== extractoId) continue;
      if (cruzada) conciliadas += 1;
      else enSuspenso += 1;
    }
    if (ligas.length > 0) {
      const pedido = { ligas: ligas.map((l) => ({ ...l, monto: centavosDePesos(l.monto) })) };
      await ejecutarComando(manager, comandoConciliarLineas, pedido, contexto);
      await marcarConciliadasConCobro(manager, ligas.map((l) => l.linea));
    }
    await marcarPorAplicar(manager, planes);
    return { conciliadas, enSuspenso };
  }

  /**
   * Las columnas dadas (se recuerdan para la cuenta) o las recordadas; la primera vez son obligatorias. Un rechazo
   * lleva los encabezados del archivo (`errors.encabezados`).
   */
  private async columnas(
    cuentaId: string,
    texto: string | undefined,
    encabezados: string[],
  ): Promise<ColumnasExtracto> {
    if (texto !== undefined) {
      let leidas: unknown;
      try {
        leidas = JSON.parse(texto);
      } catch {
        throw errorValidacion({ columnas: [MENSAJES_EXTRACTOS.columnasInvalidas], encabezados });
      }
      const columnas = validarColumnasExtracto(leidas);
      if (typeof columnas === 'string') throw errorValidacion({ columnas: [columnas], encabezados });
      return columnas;
    }
    const guardadas = await columnasRecordadas(this.dataSource.manager, cuentaId);
    const recordadas = guardadas ? validarColumnasExtracto(guardadas) : null;
    if (!recordadas || typeof recordadas === 'string')
      throw errorValidacion({ columnas: [MENSAJES_EXTRACTOS.columnasFaltan], encabezados });
    return recordadas;
  }

  /** El extracto y sus líneas nuevas (las ya vistas en la cuenta no se guardan otra vez): débitos aparte, créditos por cruzar. */
  private async guardar(
    manager: EntityManager,
    d: {
      cuenta: { id: string; nombre: string };
      nombre: string;
      columnas: ColumnasExtracto | null;
      lineas: LineaExtracto[];
      claves: string[];
    },
    contexto: ContextoSolicitud,
  ): Promise<{ extractoId: string; nuevas: number; debitos: number }> {
    const id = await insertarExtracto(manager, {
      cuentaId: d.cuenta.id,
      archivo: (d.nombre || 'extracto').slice(0, 200),
      lineas: d.lineas.length,
      cargadoPor: contexto.actor.id,
    });
    if (d.columnas) await recordarColumnas(manager, d.cuenta.id, d.columnas);
    // Una línea idéntica a otra anterior del mismo archivo no sigue sola: espera a que la oficina la confirme.
    const repetidas = lineasRepetidas(d.lineas.map((l) => ({ ...l, referencia: l.referencia ?? null })));
    const insertadas = await insertarLineas(manager, {
      cuentaId: d.cuenta.id,
      extractoId: id,
      claves: d.claves,
      lineas: d.lineas,
      estados: d.lineas.map((l, i) => (repetidas[i] ? 'por_confirmar' : estadoAlLlegar(l))),
    });
    const debitos = insertadas.filter((estado) => estado === 'debito').length;
    await auditar(manager, contexto, 'Cobros', {
      accion: 'Importar extracto',
      detalles: `Extracto «${d.nombre}» de «${d.cuenta.nombre}»: ${d.lineas.length} líneas, ${insertadas.length} nuevas`,
      datosNuevos: { extracto: id, cuenta: d.cuenta.id, lineas: d.lineas.length, nuevas: insertadas.length },
    });
    return { extractoId: id, nuevas: insertadas.length, debitos };
  }

  /**
   * La oficina decide una línea repetida (`{decision}`): «duplicado» no mueve dinero; «distintos» la deja seguir su
   * camino, un crédito a su cruce (y al trabajo que lo aplica) y un débito a su cuenta. Auditado; una segunda vez es 409.
   */
  async decidirRepetida(id: string, cuerpo: unknown, contexto: ContextoSolicitud): Promise<LineaExtractoPago> {
    const c = esObjeto(cuerpo) ? cuerpo : {};
    if (c.decision !== 'distintos' && c.decision !== 'duplicado')
      throw errorValidacion({ decision: [MENSAJES_DEBITOS.decisionInvalida] });
    const decision = c.decision;
    const linea = await leerLinea(this.dataSource.manager, id);
    if (!linea) throw noEncontrado(MENSAJES_EXTRACTOS.lineaNoEncontrada);
    const estado = decision === 'duplicado' ? 'duplicado' : linea.valor > 0 ? 'por_cruzar' : 'debito';
    const sesion = this.dataSource.createQueryRunner();
    await sesion.connect();
    try {
      await bloquearCuenta(sesion.manager, linea.cuenta_id);
      await this.dataSource.transaction(async (manager) => {
        const decidida = await decidirRepetida(manager, id, estado, contexto.actor.id);
        if (!decidida) throw new ErrorNegocio(CODIGOS.lineaSuspensoDecidida, MENSAJES_DEBITOS.lineaNoRepetida, 409);
        if (estado === 'debito') await this.debitos.contabilizar(manager, { lineaId: id }, contexto.actor.id);
        if (estado === 'por_cruzar') await this.cruzar(manager, linea.cuenta_id, '', contexto);
        await auditar(manager, contexto, 'Cobros', {
          accion: decision === 'duplicado' ? 'Marcar línea del extracto como duplicado' : 'Confirmar línea repetida del extracto',
          detalles: `${formatearCOP(linea.valor)} del ${linea.fecha} en «${linea.cuenta_nombre}» (${linea.descripcion}): ${
            decision === 'duplicado' ? 'es un duplicado, no mueve dinero' : 'son dos movimientos distintos'
          }`,
          datosNuevos: { linea: id, decision },
        });
      });
    } finally {
      await soltarCuenta(sesion.manager, linea.cuenta_id).catch(() => undefined);
      await sesion.release();
    }
    if (estado === 'por_cruzar') await this.aplicador.disparar();
    const leida = await leerLinea(this.dataSource.manager, id);
    if (!leida) throw noEncontrado(MENSAJES_EXTRACTOS.lineaNoEncontrada);
    return lineaJson(leida);
  }

  /** Un extracto con su estado y su avance; sin `conDetalle` no lee sus líneas (la pantalla lo consulta mientras avanza). */
  async obtener(id: string, conDetalle = true): Promise<ExtractoPago> {
    const fila = await leerExtracto(this.dataSource.manager, id);
    if (!fila) throw noEncontrado(MENSAJES_EXTRACTOS.extractoNoEncontrado);
    const lineas = conDetalle ? await leerLineas(this.dataSource.manager, { extractoId: id }) : [];
    return {
      _id: fila.id,
      id: fila.id,
      cuenta: { _id: fila.cuenta_id, nombre: fila.cuenta_nombre, tipo: deLista(TIPOS_CUENTA_PAGO, fila.cuenta_tipo, 'pagos_cuentas.tipo') },
      archivo: fila.archivo,
      lineas: fila.lineas,
      conciliadas: fila.conciliadas,
      enSuspenso: fila.en_suspenso,
      repetidas: fila.repetidas,
      debitos: fila.debitos,
      ...(await leerAvance(this.dataSource.manager, id)),
      cargadoPor: fila.cargado_por ? { _id: fila.cargado_por, nombre: fila.cargado_por_nombre ?? '' } : null,
      createdAt: instanteJson(fila.created_at),
      detalle: lineas.map(lineaJson),
    };
  }
}
