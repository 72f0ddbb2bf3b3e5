import { Injectable } from '@nestjs/common';
import {
  CODIGOS,
  MENSAJES_EXTRACTOS,
  MENSAJES_PAGOS,
  clavesLineasExtracto,
  cruzarExtracto,
  lineasDeExtracto,
  validarColumnasExtracto,
  type ColumnasExtracto,
  type CruceLinea,
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
import { CobrosService } from '../cobros/cobros.service';
import { leerArchivoExtracto, leerSubidaExtracto } from './archivo-extracto';
import { leerCarteraExtracto, leerPorCruzar, type CarteraExtracto, type PorCruzar } from './cartera-extracto';
import {
  SELECT_LINEAS,
  contabilizarSuspenso,
  huellaClave,
  lineaJson,
  type FilaLinea,
} from './lineas-extracto';
import { asegurarCuentaActiva } from './transferencia-cobro';
import { TransferenciasService } from './transferencias.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Resultado = 'conciliada' | 'en_suspenso';

/**
 * Los extractos de las cuentas de recaudo (docs/decisiones/pagos-por-transferencia.md, «Extractos»): cada crédito se
 * cruza con `cruzarLineaExtracto` y lo cruzado se cobra por el servicio de cobros de siempre (o confirma su
 * transferencia, o concilia el cobro que ya estaba); lo demás entra a «Recaudos por aplicar». Cada línea se guarda
 * una vez por cuenta (su huella): importar otra vez el mismo extracto no agrega nada.
 */
@Injectable()
export class ExtractosService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cobros: CobrosService,
    private readonly transferencias: TransferenciasService,
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
    try {
      await sesion.query(`SELECT pg_advisory_lock($1, hashtext($2))`, [CANDADOS.extractosCuenta, cuentaId]);
      const { extractoId, nuevas, debitos } = await this.dataSource.transaction((manager) =>
        this.guardar(
          manager,
          { cuenta, nombre, columnas: campos.columnas ? columnas : null, lineas, claves },
          contexto,
        ),
      );
      let conciliadas = 0;
      let enSuspenso = 0;
      const porCruzar = await leerPorCruzar(this.dataSource.manager, cuentaId);
      const cartera = await leerCarteraExtracto(this.dataSource.manager, cuentaId, porCruzar);
      // Primero el cruce de todas (regla pura: cada transferencia y cada cobro registrado, una sola línea); después,
      // línea por línea, lo que dice.
      const cruces = cruzarExtracto(porCruzar, cartera.datos);
      for (const [i, linea] of porCruzar.entries()) {
        const resultado = await this.cruzar(linea, cruces[i], cuentaId, cartera, contexto);
        if (linea.extractoId !== extractoId) continue;
        if (resultado === 'conciliada') conciliadas += 1;
        else enSuspenso += 1;
      }
      const repetidas = lineas.length - nuevas;
      await this.dataSource.query(
        `UPDATE pagos_extractos SET conciliadas = $2, en_suspenso = $3, repetidas = $4, debitos = $5 WHERE id = $1`,
        [extractoId, conciliadas, enSuspenso, repetidas, debitos],
      );
      return { id: extractoId, lineas: lineas.length, conciliadas, enSuspenso, repetidas, debitos };
    } finally {
      await sesion
        .query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [CANDADOS.extractosCuenta, cuentaId])
        .catch(() => undefined);
      await sesion.release();
    }
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

  /**
   * Cruza una línea y hace lo que dice el cruce. Si el cobro que tocaba se rechaza (préstamo cerrado, monto mayor que la
   * deuda, fecha fuera de la ventana…), la línea va al suspenso: el dinero está en el banco y la oficina decide.
   */
  private async cruzar(
    linea: PorCruzar,
    cruce: CruceLinea,
    cuentaId: string,
    cartera: CarteraExtracto,
    contexto: ContextoSolicitud,
  ): Promise<Resultado> {
    const referencia = (linea.referencia || linea.descripcion || 'Extracto').slice(0, 60);
    try {
      if (cruce.tipo === 'cobro') {
        const cobro = cartera.prestamoDeCobro.get(cruce.cobroId);
        if (cobro) return await this.conciliar(linea, 'cobro', [{ ...cobro, cobro: cruce.cobroId }], null);
      } else if (cruce.tipo === 'referencia' || cruce.tipo === 'cedula') {
        const prestamo =
          cruce.tipo === 'referencia'
            ? cartera.prestamoDeNumero.get(cruce.numero)
            : cartera.prestamoDeCedula.get(cruce.cedula);
        if (prestamo) {
          const cobro = await this.cobros.crear(
            {
              prestamo,
              monto: linea.valor,
              fecha: linea.fecha,
              observaciones: `Extracto: ${linea.descripcion}`.slice(0, 500),
              medio: 'transferencia',
              cuenta: cuentaId,
              referencia,
            },
            contexto,
          );
          return await this.conciliar(
            linea,
            cruce.tipo,
            [{ prestamo, monto: linea.valor, cobro: cobro._id }],
            null,
          );
        }
      } else if (cruce.tipo === 'transferencia') {
        // Esta línea es el dinero de la transferencia: no busca otro en el suspenso.
        const t = await this.transferencias.confirmar(cruce.transferenciaId, contexto, {
          buscarEnSuspenso: false,
        });
        return await this.conciliar(
          linea,
          'transferencia',
          [{ prestamo: t.prestamo._id, monto: t.monto, cobro: t.cobro }],
          t._id,
        );
      }
    } catch (error) {
      if (!(error instanceof ErrorNegocio)) throw error;
    }
    await this.dataSource.transaction(async (manager) => {
      await contabilizarSuspenso(manager, { ...linea, cuentaPagoId: cuentaId }, contexto.actor.id);
      await manager.query(
        `UPDATE pagos_extracto_lineas SET estado = 'en_suspenso' WHERE id = $1 AND estado = 'por_cruzar'`,
        [linea.id],
      );
    });
    return 'en_suspenso';
  }

  private async conciliar(
    linea: PorCruzar,
    cruce: 'cobro' | 'referencia' | 'cedula' | 'transferencia',
    cobros: Array<{ prestamo: string; monto: number; cobro: string | null }>,
    transferenciaId: string | null,
  ): Promise<Resultado> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO pagos_lineas_cobros (linea_id, prestamo_id, cobro_id, monto)
         SELECT $1, v.prestamo, v.cobro, v.monto FROM unnest($2::uuid[], $3::uuid[], $4::numeric[]) AS v(prestamo, cobro, monto)`,
        [linea.id, cobros.map((c) => c.prestamo), cobros.map((c) => c.cobro), cobros.map((c) => c.monto)],
      );
      await manager.query(
        `UPDATE pagos_extracto_lineas SET estado = 'conciliada', cruce = $2, transferencia_id = $3 WHERE id = $1`,
        [linea.id, cruce, transferenciaId],
      );
    });
    return 'conciliada';
  }

  async obtener(id: string): Promise<ExtractoPago> {
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
    const lineas: FilaLinea[] = await this.dataSource.query(
      `${SELECT_LINEAS} WHERE l.extracto_id = $1 ORDER BY l.fila`,
      [id],
    );
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
      cargadoPor: fila.cargado_por ? { _id: fila.cargado_por, nombre: fila.cargado_por_nombre ?? '' } : null,
      createdAt: instanteJson(fila.created_at),
      detalle: lineas.map(lineaJson),
    };
  }
}
