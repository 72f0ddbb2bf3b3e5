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
exports.PrestamosSemilla = void 0;
const common_1 = require("@nestjs/common");
const dominio_1 = require("@cartera/dominio");
const registrar_evento_1 = require("../auditoria/registrar-evento");
const libro_service_1 = require("../cartera/libro.service");
const semilla_1 = require("../demo/semilla");
const plan_service_1 = require("./plan/plan.service");
const prestamos_service_1 = require("./prestamos.service");
/** Cuántos préstamos de cada perfil (120); cada reenganche agrega además su préstamo nuevo. */
const PERFILES = { activo: 36, mora: 26, vencido: 14, pagado: 22, reenganchado: 12, cancelado: 10 };
/** Generador pseudoaleatorio con semilla fija (mulberry32): la demostración es la misma en cada instalación. */
function crearAzar(semilla) {
    let estado = semilla >>> 0;
    const siguiente = () => {
        estado = (estado + 0x6d2b79f5) >>> 0;
        let t = estado;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const entre = (minimo, maximo) => minimo + Math.floor(siguiente() * (maximo - minimo + 1));
    const elegir = (opciones) => {
        const total = opciones.reduce((suma, [, peso]) => suma + peso, 0);
        let punto = siguiente() * total;
        for (const [valor, peso] of opciones) {
            punto -= peso;
            if (punto < 0)
                return valor;
        }
        return opciones[opciones.length - 1][0];
    };
    const barajar = (lista) => {
        for (let i = lista.length - 1; i > 0; i--) {
            const j = entre(0, i);
            [lista[i], lista[j]] = [lista[j], lista[i]];
        }
        return lista;
    };
    return { siguiente, entre, elegir, barajar };
}
/** Días aproximados por cuota (los préstamos diarios saltan domingos y festivos). */
const DIAS_POR_CUOTA = { diario: 1.2, semanal: 7, quincenal: 15, mensual: 30.5 };
/**
 * ~120 préstamos de demostración en todos los estados (activo, mora, vencido, pagado, reenganchado, cancelado) sobre
 * los clientes de demostración, con sus planes y los cobros de su historia (fechados en el pasado: el último mes
 * tiene cobros casi a diario). Todo pasa por las mismas funciones del libro que usa la API, así cuotas, saldos,
 * estados, cobros y tablero coinciden. Sólo si aún no hay préstamos.
 */
let PrestamosSemilla = class PrestamosSemilla {
    prestamos;
    plan;
    libro;
    constructor(prestamos, plan, libro) {
        this.prestamos = prestamos;
        this.plan = plan;
        this.libro = libro;
    }
    async sembrar(manager) {
        const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM prestamos`);
        if (n > 0)
            return;
        const clientes = await manager.query(`SELECT id FROM clientes WHERE estado = 'activo' ORDER BY created_at, id`);
        if (clientes.length === 0)
            return;
        const azar = crearAzar(20261122);
        const hoy = (0, dominio_1.hoyBogota)();
        const perfiles = azar.barajar(Object.entries(PERFILES).flatMap(([perfil, cantidad]) => Array(cantidad).fill(perfil)));
        for (const [indice, perfil] of perfiles.entries()) {
            await this.sembrarPrestamo(manager, azar, hoy, perfil, clientes[indice % clientes.length].id);
        }
        // Horas de registro creíbles: el día del préstamo o del cobro, en horario de oficina de Bogotá, nunca en el futuro.
        await manager.query(`
      UPDATE prestamos SET created_at = least(now(), ((fecha + time '08:00') + (numero % 540) * interval '1 minute') AT TIME ZONE 'America/Bogota'),
                           updated_at = now()`);
        await manager.query(`
      UPDATE cobros SET created_at = least(now(), ((fecha + time '07:00') + (abs(hashtext(id::text)) % 660) * interval '1 minute') AT TIME ZONE 'America/Bogota'),
                        updated_at = now()`);
        const [totales] = await manager.query(`SELECT (SELECT count(*)::int FROM prestamos) AS prestamos, (SELECT count(*)::int FROM cobros) AS cobros`);
        await (0, registrar_evento_1.registrarEvento)(manager, {
            usuario: 'Sistema',
            accion: 'Cargar datos de demostración',
            modulo: 'Préstamos',
            detalles: `${totales.prestamos} préstamos y ${totales.cobros} cobros de demostración creados`,
            tipo: 'info',
            resultado: 'exitoso',
            datosNuevos: totales,
        });
    }
    async sembrarPrestamo(manager, azar, hoy, perfil, clienteId) {
        const modalidad = azar.elegir([
            ['diario', 35],
            ['semanal', 35],
            ['quincenal', 15],
            ['mensual', 15],
        ]);
        const cuotas = modalidad === 'diario' ? azar.entre(2, 4) * 10 : modalidad === 'semanal' ? azar.entre(8, 20) : modalidad === 'quincenal' ? azar.entre(4, 10) : azar.entre(3, 8);
        const monto = (modalidad === 'diario' ? azar.entre(4, 20) : azar.entre(6, 60)) * 50000;
        const tipoAmortizacion = azar.elegir([
            ['capital_final', 40],
            ['amortizable', 45],
            ['interes_adelantado', 15],
        ]);
        const interes = azar.elegir([
            [10, 3],
            [12, 2],
            [15, 3],
            [20, 2],
        ]);
        const duracion = Math.ceil(cuotas * DIAS_POR_CUOTA[modalidad]);
        const diasAtras = {
            activo: azar.entre(0, Math.floor(duracion * 0.5)),
            mora: azar.entre(Math.floor(duracion * 0.35), Math.floor(duracion * 0.85)),
            vencido: duracion + azar.entre(5, 45),
            pagado: duracion + azar.entre(1, 30),
            reenganchado: azar.entre(Math.floor(duracion * 0.4), Math.floor(duracion * 0.8)),
            cancelado: azar.entre(0, Math.floor(duracion * 0.5)),
        }[perfil];
        const fechaInicio = (0, dominio_1.sumarDias)(hoy, -Math.max(diasAtras, 1));
        const dto = { cliente: clienteId, monto, interes, cuotas, modalidad, tipoAmortizacion, fechaInicio, fecha: fechaInicio };
        const id = await this.prestamos.crearEn(manager, dto, hoy);
        const prestamo = await this.libro.bloquearPrestamo(manager, id);
        await this.plan.generarEn(manager, prestamo);
        const plan = await this.cuotas(manager, id);
        const vencidas = plan.filter((cuota) => cuota.fecha < hoy);
        const cobrar = (lista, a = prestamo) => this.libro.registrarCobros(manager, a, lista.filter((cobro) => cobro !== null));
        switch (perfil) {
            case 'activo':
                await cobrar([
                    ...this.cuotasCobradas(prestamo, vencidas, hoy),
                    azar.siguiente() < 0.3 ? this.abono(prestamo, plan[vencidas.length], hoy, azar) : null,
                ]);
                break;
            case 'mora': {
                const atrasadas = Math.min(vencidas.length, azar.entre(1, 4));
                await cobrar([
                    ...this.cuotasCobradas(prestamo, vencidas.slice(0, vencidas.length - atrasadas), hoy),
                    azar.siguiente() < 0.4 ? this.abono(prestamo, vencidas[vencidas.length - atrasadas], hoy, azar) : null,
                ]);
                break;
            }
            case 'vencido':
                await cobrar(this.cuotasCobradas(prestamo, plan.slice(0, Math.floor(plan.length * (0.3 + azar.siguiente() * 0.5))), hoy));
                break;
            case 'pagado':
                await cobrar(this.cuotasCobradas(prestamo, plan, hoy));
                break;
            case 'cancelado':
                await cobrar(this.cuotasCobradas(prestamo, vencidas.slice(0, azar.entre(0, vencidas.length)), hoy));
                await this.libro.recalcular(manager, id, hoy);
                await this.prestamos.cancelarEn(manager, await this.libro.bloquearPrestamo(manager, id), 'Sistema');
                return;
            case 'reenganchado': {
                const dia = (0, dominio_1.sumarDias)(hoy, -azar.entre(1, Math.min(10, diasAtras)));
                const antes = plan.filter((cuota) => cuota.fecha < dia);
                await cobrar(this.cuotasCobradas(prestamo, antes.slice(0, Math.max(0, antes.length - azar.entre(0, 2))), hoy));
                await this.libro.recalcular(manager, id, hoy);
                const { nuevoId } = await this.prestamos.reengancharEn(manager, await this.libro.bloquearPrestamo(manager, id), { cuotas, interes, modalidad, tipoAmortizacion, montoAdicional: azar.entre(0, 4) * 50000 }, dia);
                const nuevo = await this.libro.bloquearPrestamo(manager, nuevoId);
                const cuotasNuevo = (await this.cuotas(manager, nuevoId)).filter((cuota) => cuota.fecha < hoy);
                await cobrar(this.cuotasCobradas(nuevo, cuotasNuevo, hoy), nuevo);
                await this.libro.recalcular(manager, nuevoId, hoy);
                return;
            }
        }
        await this.libro.recalcular(manager, id, hoy);
    }
    async cuotas(manager, prestamoId) {
        const filas = await manager.query(`SELECT numero, fecha_programada, monto_total FROM cuotas WHERE prestamo_id = $1 ORDER BY numero`, [prestamoId]);
        return filas.map((f) => ({ numero: f.numero, fecha: f.fecha_programada, total: Number(f.monto_total) }));
    }
    /** El cobrador pasa el día de cada cuota y cobra la cuota completa (un cobro aplicado a la más antigua). */
    cuotasCobradas(prestamo, cuotas, hoy) {
        return cuotas
            .filter((cuota) => cuota.total > 0)
            .map((cuota) => ({
            monto: cuota.total,
            fecha: cuota.fecha < hoy ? cuota.fecha : hoy,
            observaciones: null,
            cobradorId: prestamo.cobradorId,
            registradoPor: null,
            origen: 'cobro',
        }));
    }
    /** Un abono parcial a una cuota, hecho hoy o el día de la cuota si ya pasó. */
    abono(prestamo, cuota, hoy, azar) {
        if (!cuota || cuota.total < 2000)
            return null;
        return {
            monto: Math.max(1000, Math.floor((cuota.total * (0.2 + azar.siguiente() * 0.5)) / 1000) * 1000),
            fecha: cuota.fecha < hoy ? cuota.fecha : hoy,
            observaciones: 'Abono parcial',
            cobradorId: prestamo.cobradorId,
            registradoPor: null,
            origen: 'pago_cuota',
            cuotaNumero: cuota.numero,
        };
    }
};
exports.PrestamosSemilla = PrestamosSemilla;
exports.PrestamosSemilla = PrestamosSemilla = __decorate([
    (0, common_1.Injectable)(),
    (0, semilla_1.SemillaDemo)({ orden: 30, nombre: 'Préstamos y cobros' }),
    __metadata("design:paramtypes", [prestamos_service_1.PrestamosService,
        plan_service_1.PlanService,
        libro_service_1.LibroService])
], PrestamosSemilla);
//# sourceMappingURL=prestamos.semilla.js.map