"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.FlujoCajaService = exports.DIAS_PROYECCION_DEFECTO = exports.VENTANA_TASA_DIAS = exports.DIAS_MAXIMOS_FLUJO = exports.MENSAJES_FLUJO = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const typeorm_1 = require("typeorm");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const errores_1 = require("../common/errores");
const paginacion_1 = require("../common/paginacion");
const respuesta_1 = require("../common/respuesta");
const dinero_1 = require("../cartera/dinero");
const configuracion_organizacion_service_1 = require("../configuracion/configuracion-organizacion.service");
const flujo_caja_rules_1 = require("./flujo-caja.rules");
exports.MENSAJES_FLUJO = {
    movimientoNoEncontrado: 'Movimiento de caja no encontrado',
    rangoInvertido: 'La fecha final no puede ser anterior a la inicial',
    rangoLargo: (dias) => `El rango no puede superar ${dias} días`,
};
/** Días máximos de un rango del flujo de caja (dos años). */
exports.DIAS_MAXIMOS_FLUJO = 731;
/** Días hacia atrás (hasta ayer) de la tasa de cobro histórica. */
exports.VENTANA_TASA_DIAS = 30;
exports.DIAS_PROYECCION_DEFECTO = 30;
function movimientoAJson(fila) {
    return {
        _id: fila.id,
        fecha: fila.fecha,
        tipo: fila.tipo,
        categoria: fila.categoria,
        concepto: fila.concepto,
        monto: Number(fila.monto),
        registradoPor: fila.registrado_por ? { _id: fila.registrado_por, nombre: fila.registrado_por_nombre ?? '' } : null,
        createdAt: fila.created_at.toISOString(),
        updatedAt: fila.updated_at.toISOString(),
    };
}
const SELECT_MOVIMIENTO = `
  SELECT m.id, m.fecha::text AS fecha, m.tipo, m.categoria, m.concepto, m.monto, m.registrado_por,
         u.nombre AS registrado_por_nombre, m.created_at, m.updated_at
  FROM movimientos_caja m LEFT JOIN usuarios u ON u.id = m.registrado_por`;
const ORDEN_MOVIMIENTOS = { fecha: 'm.fecha', monto: 'm.monto' };
/** Flujo neto de un día de caja_diaria + movimientos, en SQL (centavos no: NUMERIC exacto). */
const FLUJO_HASTA = `
  SELECT coalesce((SELECT sum(cobros + retenido - desembolsado) FROM caja_diaria WHERE fecha < $1::date), 0)
       + coalesce((SELECT sum(CASE tipo WHEN 'ingreso' THEN monto ELSE -monto END)
                   FROM movimientos_caja WHERE fecha < $1::date), 0) AS total`;
/** Pesos (número o texto NUMERIC) → centavos enteros. */
const c = (valor) => (0, dinero_1.aCentavos)(Number(valor ?? 0));
function enPesos(periodo) {
    return {
        fecha: periodo.fecha,
        fechaFin: periodo.fechaFin,
        ingresos: {
            cobros: (0, dinero_1.aPesos)(periodo.ingresos.cobros),
            nuevosPrestamos: (0, dinero_1.aPesos)(periodo.ingresos.nuevosPrestamos),
            otros: (0, dinero_1.aPesos)(periodo.ingresos.otros),
            total: (0, dinero_1.aPesos)(periodo.ingresos.total),
        },
        egresos: {
            gastos: (0, dinero_1.aPesos)(periodo.egresos.gastos),
            comisiones: (0, dinero_1.aPesos)(periodo.egresos.comisiones),
            otros: (0, dinero_1.aPesos)(periodo.egresos.otros),
            total: (0, dinero_1.aPesos)(periodo.egresos.total),
        },
        flujoNeto: (0, dinero_1.aPesos)(periodo.flujoNeto),
        saldoAcumulado: (0, dinero_1.aPesos)(periodo.saldoAcumulado),
    };
}
/** Flujo de caja: lo cobrado, lo desembolsado y los movimientos de caja, por periodo, con su proyección. */
let FlujoCajaService = class FlujoCajaService {
    dataSource;
    configuracion;
    constructor(dataSource, configuracion) {
        this.dataSource = dataSource;
        this.configuracion = configuracion;
    }
    /** Rango pedido (por defecto los últimos 30 días en Bogotá), validado. */
    rango(consulta, hoy = (0, dominio_1.hoyBogota)()) {
        const hasta = consulta.hasta ?? (consulta.desde && consulta.desde > hoy ? consulta.desde : hoy);
        const desde = consulta.desde ?? (0, dominio_1.sumarDias)(hasta, -29);
        if (hasta < desde)
            throw (0, errores_1.errorValidacion)({ hasta: [exports.MENSAJES_FLUJO.rangoInvertido] });
        if ((0, dominio_1.diferenciaDias)(desde, hasta) + 1 > exports.DIAS_MAXIMOS_FLUJO) {
            throw (0, errores_1.errorValidacion)({ hasta: [exports.MENSAJES_FLUJO.rangoLargo(exports.DIAS_MAXIMOS_FLUJO)] });
        }
        return { desde, hasta };
    }
    async calcular(consulta, hoy = (0, dominio_1.hoyBogota)()) {
        const periodo = consulta.periodo ?? 'diario';
        const { desde, hasta } = this.rango(consulta, hoy);
        const diasProyeccion = consulta.diasProyeccion ?? exports.DIAS_PROYECCION_DEFECTO;
        const finProyeccion = (0, dominio_1.sumarDias)(hoy, diasProyeccion - 1);
        // Una sola instantánea para que las cifras cuadren entre sí aunque entren cobros mientras se leen.
        return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
            const config = await this.configuracion.obtener(manager);
            const [dias, antes, actual, baseSaldo, proyeccion] = [
                await this.diasDelRango(manager, desde, hasta),
                await this.flujoAntesDe(manager, desde),
                await this.flujoAntesDe(manager, (0, dominio_1.sumarDias)(hoy, 1)),
                config.fechaSaldoInicial ? await this.flujoAntesDe(manager, config.fechaSaldoInicial) : 0,
                await this.proyeccion(manager, hoy, finProyeccion, periodo),
            ];
            const saldoInicial = (0, dinero_1.aCentavos)(config.saldoInicialCaja);
            // saldo(d) = saldoInicial + Σ flujo(≤ d) − Σ flujo(< fechaSaldoInicial).
            const saldoAnterior = saldoInicial + antes - baseSaldo;
            const periodos = (0, flujo_caja_rules_1.agruparPeriodos)(dias, desde, hasta, periodo, saldoAnterior);
            const totalIngresos = periodos.reduce((t, p) => t + p.ingresos.total, 0);
            const totalEgresos = periodos.reduce((t, p) => t + p.egresos.total, 0);
            return {
                periodo,
                desde,
                hasta,
                saldoInicial: { monto: config.saldoInicialCaja, fecha: config.fechaSaldoInicial },
                saldoAnterior: (0, dinero_1.aPesos)(saldoAnterior),
                periodos: periodos.map(enPesos),
                tarjetas: {
                    totalIngresos: (0, dinero_1.aPesos)(totalIngresos),
                    totalEgresos: (0, dinero_1.aPesos)(totalEgresos),
                    flujoNeto: (0, dinero_1.aPesos)(totalIngresos - totalEgresos),
                    saldoActual: (0, dinero_1.aPesos)(saldoInicial + actual - baseSaldo),
                },
                proyeccion: { desde: hoy, hasta: finProyeccion, ...proyeccion },
            };
        });
    }
    /** Σ flujo neto de todos los días anteriores a `fecha`, en centavos. */
    async flujoAntesDe(manager, fecha) {
        const [fila] = await manager.query(FLUJO_HASTA, [fecha]);
        return c(fila.total);
    }
    async diasDelRango(manager, desde, hasta) {
        const cartera = await manager.query(`SELECT fecha::text AS fecha, sum(cobros) AS cobros, sum(desembolsado) AS desembolsado, sum(retenido) AS retenido
         FROM caja_diaria WHERE fecha BETWEEN $1 AND $2 GROUP BY fecha`, [desde, hasta]);
        const movimientos = await manager.query(`SELECT fecha::text AS fecha,
                coalesce(sum(monto) FILTER (WHERE tipo = 'ingreso'), 0) AS ingresos,
                coalesce(sum(monto) FILTER (WHERE tipo = 'egreso' AND categoria = 'gastos'), 0) AS gastos,
                coalesce(sum(monto) FILTER (WHERE tipo = 'egreso' AND categoria = 'comisiones'), 0) AS comisiones,
                coalesce(sum(monto) FILTER (WHERE tipo = 'egreso' AND categoria = 'otros'), 0) AS otros
         FROM movimientos_caja WHERE fecha BETWEEN $1 AND $2 GROUP BY fecha`, [desde, hasta]);
        const dias = new Map();
        const dia = (fecha) => {
            let d = dias.get(fecha);
            if (!d) {
                d = { fecha, cobros: 0, retenido: 0, ingresosOtros: 0, gastos: 0, comisiones: 0, egresosOtros: 0 };
                dias.set(fecha, d);
            }
            return d;
        };
        for (const f of cartera) {
            const d = dia(f.fecha);
            d.cobros += c(f.cobros);
            d.retenido += c(f.retenido);
            d.egresosOtros += c(f.desembolsado);
        }
        for (const f of movimientos) {
            const d = dia(f.fecha);
            d.ingresosOtros += c(f.ingresos);
            d.gastos += c(f.gastos);
            d.comisiones += c(f.comisiones);
            d.egresosOtros += c(f.otros);
        }
        return [...dias.values()];
    }
    async proyeccion(manager, hoy, hasta, periodo) {
        // cuotas_por_fecha (disparadores sobre cuotas): saldo abierto por fecha programada, y lo exigible y pagado.
        const porDia = await manager.query(`SELECT fecha::text AS fecha, sum(abierto) AS esperado, sum(abiertas)::int AS cuotas
       FROM cuotas_por_fecha WHERE fecha BETWEEN $1 AND $2
       GROUP BY fecha`, [hoy, hasta]);
        const [vencido] = await manager.query(`SELECT coalesce(sum(abierto), 0) AS total FROM cuotas_por_fecha WHERE fecha < $1`, [hoy]);
        const [ventana] = await manager.query(`SELECT coalesce(sum(exigible), 0) AS exigible, coalesce(sum(pagado), 0) AS pagado
       FROM cuotas_por_fecha WHERE fecha >= $1 AND fecha < $2`, [(0, dominio_1.sumarDias)(hoy, -exports.VENTANA_TASA_DIAS), hoy]);
        const tasa = (0, flujo_caja_rules_1.tasaDeCobro)(c(ventana.pagado), c(ventana.exigible));
        const rangos = (0, flujo_caja_rules_1.periodosDelRango)(hoy, hasta, periodo);
        const indice = new Map(rangos.map(([inicio], i) => [(0, flujo_caja_rules_1.inicioPeriodo)(inicio, periodo), i]));
        const sumas = rangos.map(() => ({ esperado: 0, cuotas: 0 }));
        for (const f of porDia) {
            const i = indice.get((0, flujo_caja_rules_1.inicioPeriodo)(f.fecha, periodo));
            if (i === undefined)
                continue;
            sumas[i].esperado += c(f.esperado);
            sumas[i].cuotas += f.cuotas;
        }
        return {
            tasaCobro: tasa,
            ventanaTasaDias: exports.VENTANA_TASA_DIAS,
            vencidoPorCobrar: (0, dinero_1.aPesos)(c(vencido.total)),
            periodos: rangos.map(([inicio, fin], i) => ({
                fecha: inicio,
                fechaFin: fin,
                esperado: (0, dinero_1.aPesos)(sumas[i].esperado),
                esperadoAjustado: (0, dinero_1.aPesos)(tasa === null ? sumas[i].esperado : Math.round((sumas[i].esperado * tasa) / 100) * 100),
                cuotas: sumas[i].cuotas,
            })),
        };
    }
    // ——— Movimientos de caja ———
    async listarMovimientos(consulta) {
        const orden = (0, paginacion_1.leerOrden)(consulta.sort, ORDEN_MOVIMIENTOS, 'fecha_desc');
        if ('error' in orden)
            throw (0, errores_1.errorValidacion)({ sort: [orden.error] });
        if (consulta.desde && consulta.hasta && consulta.hasta < consulta.desde) {
            throw (0, errores_1.errorValidacion)({ hasta: [exports.MENSAJES_FLUJO.rangoInvertido] });
        }
        const condiciones = [];
        const parametros = [];
        const agregar = (sql, valor) => {
            parametros.push(valor);
            condiciones.push(sql.replace('?', `$${parametros.length}`));
        };
        if (consulta.desde)
            agregar('m.fecha >= ?', consulta.desde);
        if (consulta.hasta)
            agregar('m.fecha <= ?', consulta.hasta);
        if (consulta.tipo)
            agregar('m.tipo = ?', consulta.tipo);
        if (consulta.categoria)
            agregar('m.categoria = ?', consulta.categoria);
        if (consulta.search) {
            agregar('sin_acentos(m.concepto) LIKE sin_acentos(?)', (0, paginacion_1.patronContiene)(consulta.search));
        }
        const donde = condiciones.length ? `WHERE ${condiciones.join(' AND ')}` : '';
        const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total FROM movimientos_caja m ${donde}`, parametros);
        const filas = await this.dataSource.query(`${SELECT_MOVIMIENTO} ${donde}
       ORDER BY ${orden.expresion} ${orden.direccion}, m.created_at ${orden.direccion}, m.id ${orden.direccion}
       LIMIT $${parametros.length + 1} OFFSET $${parametros.length + 2}`, [...parametros, consulta.limit, (consulta.page - 1) * consulta.limit]);
        return new respuesta_1.Pagina(filas.map(movimientoAJson), (0, paginacion_1.metaPagina)(total, consulta.page, consulta.limit));
    }
    async leerMovimiento(manager, id, bloquear = false) {
        const [fila] = await manager.query(`${SELECT_MOVIMIENTO} WHERE m.id = $1 ${bloquear ? 'FOR UPDATE OF m' : ''}`, [id]);
        if (!fila)
            throw (0, errores_1.noEncontrado)(exports.MENSAJES_FLUJO.movimientoNoEncontrado);
        return movimientoAJson(fila);
    }
    obtenerMovimiento(id) {
        return this.leerMovimiento(this.dataSource.manager, id);
    }
    crearMovimiento(dto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const [{ id }] = await manager.query(`INSERT INTO movimientos_caja (fecha, tipo, categoria, concepto, monto, registrado_por)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`, [dto.fecha, dto.tipo, dto.categoria, dto.concepto, dto.monto, contexto.actor.id]);
            const creado = await this.leerMovimiento(manager, id);
            await this.auditar(manager, contexto, 'Registrar movimiento de caja', creado, undefined, creado);
            return creado;
        });
    }
    actualizarMovimiento(id, dto, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const anterior = await this.leerMovimiento(manager, id, true);
            await manager.query(`UPDATE movimientos_caja SET fecha = $2, tipo = $3, categoria = $4, concepto = $5, monto = $6, updated_at = now()
         WHERE id = $1`, [id, dto.fecha, dto.tipo, dto.categoria, dto.concepto, dto.monto]);
            const nuevo = await this.leerMovimiento(manager, id);
            await this.auditar(manager, contexto, 'Actualizar movimiento de caja', nuevo, anterior, nuevo);
            return nuevo;
        });
    }
    eliminarMovimiento(id, contexto) {
        return this.dataSource.transaction(async (manager) => {
            const anterior = await this.leerMovimiento(manager, id, true);
            await manager.query(`DELETE FROM movimientos_caja WHERE id = $1`, [id]);
            await this.auditar(manager, contexto, 'Eliminar movimiento de caja', anterior, anterior, undefined);
            return null;
        });
    }
    auditar(manager, contexto, accion, movimiento, datosAnteriores, datosNuevos) {
        return (0, registrar_evento_1.registrarEvento)(manager, {
            usuarioId: contexto.actor.id,
            usuario: contexto.actor.nombre,
            ip: contexto.ip,
            modulo: 'Sistema',
            tipo: 'success',
            resultado: 'exitoso',
            accion,
            detalles: `${movimiento.tipo === 'ingreso' ? 'Ingreso' : 'Egreso'} (${movimiento.categoria}) de ${(0, dominio_1.formatearCOP)(movimiento.monto)} el ${(0, dominio_1.formatearFecha)(movimiento.fecha)}: ${movimiento.concepto}`,
            datosAnteriores,
            datosNuevos,
        });
    }
};
exports.FlujoCajaService = FlujoCajaService;
exports.FlujoCajaService = FlujoCajaService = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [typeorm_1.DataSource,
        configuracion_organizacion_service_1.ConfiguracionOrganizacionService])
], FlujoCajaService);
//# sourceMappingURL=flujo-caja.service.js.map