import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_EXTRACTOS,
  MENSAJES_PAGOS,
  clavesLineasExtracto,
  cruzarExtracto,
  destinoDeCruce,
  lineasDeExtracto,
  validarColumnasExtracto,
  type ColumnasExtracto,
  type ExtractoPago,
  type LineaExtracto,
  type ResultadoExtracto,
  type TipoCuentaPago,
} from '@cartera/dominio';
import type { FastifyRequest } from 'fastify';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { CANDADOS } from '../database/candados';
import { instanteJson } from '../database/consulta-preparada';
import { db } from '../database/kysely';
import { AplicadorExtractos } from './aplicar-extractos';
import { leerArchivoExtracto, leerSubidaExtracto } from './archivo-extracto';
import { leerCarteraExtracto, leerPorCruzar } from './cartera-extracto';
import { conciliarConCobros, leerAvance, marcarPorAplicar, type PlanLinea } from './extractos.consultas';
import { SELECT_LINEAS, huellaClave, lineaJson, type FilaLinea } from './lineas-extracto';
import { asegurarCuentaActiva } from './transferencia-cobro';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  ) {}

  async importar(request: FastifyRequest, contexto: ContextoSolicitud): Promise<ResultadoExtracto> {
    const { contenido, nombre, campos } = await leerSubidaExtracto(request);
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
      await sesion.query(`SELECT pg_advisory_lock($1, hashtext($2))`, [CANDADOS.extractosCuenta, cuentaId]);
      resultado = await this.dataSource.transaction(async (manager) => {
        const guardado = await this.guardar(
          manager,
          { cuenta, nombre, columnas: campos.columnas ? columnas : null, lineas, claves },
          contexto,
        );
        const { conciliadas, enSuspenso } = await this.cruzar(manager, cuentaId, guardado.extractoId);
        const repetidas = lineas.length - guardado.nuevas;
        await db(manager)
          .updateTable('pagos_extractos')
          .set({ conciliadas, en_suspenso: enSuspenso, repetidas, debitos: guardado.debitos })
          .where('id', '=', guardado.extractoId)
          .execute();
        return { id: guardado.extractoId, lineas: lineas.length, conciliadas, enSuspenso, repetidas, debitos: guardado.debitos };
      });
    } finally {
      await sesion
        .query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [CANDADOS.extractosCuenta, cuentaId])
        .catch(() => undefined);
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
    await conciliarConCobros(manager, ligas);
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
    const [fila]: Array<{ columnas: unknown }> = await this.dataSource.query(
      `SELECT columnas_extracto AS columnas FROM pagos_cuentas WHERE id = $1`,
      [cuentaId],
    );
    const recordadas = fila?.columnas ? validarColumnasExtracto(fila.columnas) : null;
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
    const [{ id }]: Array<{ id: string }> = await manager.query(
      `INSERT INTO pagos_extractos (cuenta_pago_id, archivo, lineas, conciliadas, en_suspenso, repetidas, debitos, cargado_por)
       VALUES ($1, $2, $3, 0, 0, 0, 0, $4) RETURNING id`,
      [d.cuenta.id, (d.nombre || 'extracto').slice(0, 200), d.lineas.length, contexto.actor.id],
    );
    if (d.columnas) {
      await manager.query(`UPDATE pagos_cuentas SET columnas_extracto = $2::jsonb WHERE id = $1`, [
        d.cuenta.id,
        JSON.stringify(d.columnas),
      ]);
    }
    const insertadas: Array<{ estado: string }> = await manager.query(
      `INSERT INTO pagos_extracto_lineas (cuenta_pago_id, extracto_id, origen, clave, fila, fecha, descripcion, valor, referencia, estado)
       SELECT $1, $2, 'extracto', v.clave, v.fila, v.fecha, v.descripcion, v.valor, v.referencia,
              CASE WHEN v.valor > 0 THEN 'por_cruzar' ELSE 'debito' END
       FROM unnest($3::text[], $4::date[], $5::text[], $6::numeric[], $7::text[]) WITH ORDINALITY
         AS v(clave, fecha, descripcion, valor, referencia, fila)
       ORDER BY v.fila
       ON CONFLICT (cuenta_pago_id, clave) DO NOTHING
       RETURNING estado`,
      [
        d.cuenta.id,
        id,
        d.claves,
        d.lineas.map((l) => l.fecha),
        d.lineas.map((l) => l.descripcion),
        d.lineas.map((l) => l.valor),
        d.lineas.map((l) => l.referencia ?? null),
      ],
    );
    const debitos = insertadas.filter((l) => l.estado === 'debito').length;
    await auditar(manager, contexto, 'Cobros', {
      accion: 'Importar extracto',
      detalles: `Extracto «${d.nombre}» de «${d.cuenta.nombre}»: ${d.lineas.length} líneas, ${insertadas.length} nuevas`,
      datosNuevos: { extracto: id, cuenta: d.cuenta.id, lineas: d.lineas.length, nuevas: insertadas.length },
    });
    return { extractoId: id, nuevas: insertadas.length, debitos };
  }

  /** Un extracto con su estado y su avance; sin `conDetalle` no lee sus líneas (la pantalla lo consulta mientras avanza). */
  async obtener(id: string, conDetalle = true): Promise<ExtractoPago> {
    const [fila]: Array<{
      id: string;
      archivo: string;
      lineas: number;
      conciliadas: number;
      en_suspenso: number;
      repetidas: number;
      debitos: number;
      created_at: Date;
      cuenta_id: string;
      cuenta_nombre: string;
      cuenta_tipo: TipoCuentaPago;
      cargado_por: string | null;
      cargado_por_nombre: string | null;
    }> = await this.dataSource.query(
      `SELECT e.id, e.archivo, e.lineas, e.conciliadas, e.en_suspenso, e.repetidas, e.debitos, e.created_at,
              pc.id AS cuenta_id, pc.nombre AS cuenta_nombre, pc.tipo AS cuenta_tipo, e.cargado_por, u.nombre AS cargado_por_nombre
       FROM pagos_extractos e JOIN pagos_cuentas pc ON pc.id = e.cuenta_pago_id LEFT JOIN usuarios u ON u.id = e.cargado_por
       WHERE e.id = $1`,
      [id],
    );
    if (!fila) throw noEncontrado(MENSAJES_EXTRACTOS.extractoNoEncontrado);
    const lineas: FilaLinea[] = conDetalle
      ? await this.dataSource.query(`${SELECT_LINEAS} WHERE l.extracto_id = $1 ORDER BY l.fila`, [id])
      : [];
    return {
      _id: fila.id,
      id: fila.id,
      cuenta: { _id: fila.cuenta_id, nombre: fila.cuenta_nombre, tipo: fila.cuenta_tipo },
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
