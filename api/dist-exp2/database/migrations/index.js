"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MIGRACIONES = void 0;
const _1795349700000_usuarios_auditoria_1 = require("./1795349700000-usuarios-auditoria");
const _1795349800000_clientes_1 = require("./1795349800000-clientes");
const _1795349900000_prestamos_cobros_1 = require("./1795349900000-prestamos-cobros");
const _1795350000000_cobros_por_cliente_1 = require("./1795350000000-cobros-por-cliente");
const _1795350100000_proxima_cuota_1 = require("./1795350100000-proxima-cuota");
const _1795350150000_cuota_del_prestamo_1 = require("./1795350150000-cuota-del-prestamo");
const _1795350200000_garantias_documentos_1 = require("./1795350200000-garantias-documentos");
const _1795350250000_reportes_1 = require("./1795350250000-reportes");
const _1795350300000_rutas_cobro_1 = require("./1795350300000-rutas-cobro");
const _1795350400000_metas_cobrador_1 = require("./1795350400000-metas-cobrador");
const _1795350500000_flujo_caja_1 = require("./1795350500000-flujo-caja");
const _1795350600000_auditoria_inmutable_1 = require("./1795350600000-auditoria-inmutable");
const _1795350700000_endurecimiento_1 = require("./1795350700000-endurecimiento");
const _1795350800000_idempotencia_1 = require("./1795350800000-idempotencia");
const _1795350900000_configuracion_organizacion_1 = require("./1795350900000-configuracion-organizacion");
const _1795351000000_notificaciones_1 = require("./1795351000000-notificaciones");
const _1795351200000_idempotencia_replicas_1 = require("./1795351200000-idempotencia-replicas");
const _1795351300000_rutas_paradas_1 = require("./1795351300000-rutas-paradas");
const _1795351400000_primera_impaga_1 = require("./1795351400000-primera-impaga");
const _1795351700000_recordatorio_diario_1 = require("./1795351700000-recordatorio-diario");
/** Migraciones en orden. Cada módulo nuevo agrega aquí la suya (timestamp mayor, SQL explícito con up y down). */
exports.MIGRACIONES = [
    _1795349700000_usuarios_auditoria_1.UsuariosAuditoria1795349700000,
    _1795349800000_clientes_1.Clientes1795349800000,
    _1795349900000_prestamos_cobros_1.PrestamosCobros1795349900000,
    _1795350000000_cobros_por_cliente_1.CobrosPorCliente1795350000000,
    _1795350100000_proxima_cuota_1.ProximaCuota1795350100000,
    _1795350150000_cuota_del_prestamo_1.CuotaDelPrestamo1795350150000,
    _1795350200000_garantias_documentos_1.GarantiasDocumentos1795350200000,
    _1795350250000_reportes_1.Reportes1795350250000,
    _1795350300000_rutas_cobro_1.RutasCobro1795350300000,
    _1795350400000_metas_cobrador_1.MetasCobrador1795350400000,
    _1795350500000_flujo_caja_1.FlujoCaja1795350500000,
    _1795350600000_auditoria_inmutable_1.AuditoriaInmutable1795350600000,
    _1795350700000_endurecimiento_1.Endurecimiento1795350700000,
    _1795350800000_idempotencia_1.Idempotencia1795350800000,
    _1795350900000_configuracion_organizacion_1.ConfiguracionOrganizacion1795350900000,
    _1795351000000_notificaciones_1.Notificaciones1795351000000,
    _1795351200000_idempotencia_replicas_1.IdempotenciaReplicas1795351200000,
    _1795351300000_rutas_paradas_1.RutasParadas1795351300000,
    _1795351400000_primera_impaga_1.PrimeraImpaga1795351400000,
    _1795351700000_recordatorio_diario_1.RecordatorioDiario1795351700000,
];
//# sourceMappingURL=index.js.map