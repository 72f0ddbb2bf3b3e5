import { UsuariosAuditoria1795349700000 } from './1795349700000-usuarios-auditoria';
import { Clientes1795349800000 } from './1795349800000-clientes';
import { PrestamosCobros1795349900000 } from './1795349900000-prestamos-cobros';
import { CobrosPorCliente1795350000000 } from './1795350000000-cobros-por-cliente';
import { ProximaCuota1795350100000 } from './1795350100000-proxima-cuota';
import { CuotaDelPrestamo1795350150000 } from './1795350150000-cuota-del-prestamo';
import { GarantiasDocumentos1795350200000 } from './1795350200000-garantias-documentos';
import { Reportes1795350250000 } from './1795350250000-reportes';
import { RutasCobro1795350300000 } from './1795350300000-rutas-cobro';
import { MetasCobrador1795350400000 } from './1795350400000-metas-cobrador';
import { FlujoCaja1795350500000 } from './1795350500000-flujo-caja';
import { AuditoriaInmutable1795350600000 } from './1795350600000-auditoria-inmutable';
import { Endurecimiento1795350700000 } from './1795350700000-endurecimiento';
import { Idempotencia1795350800000 } from './1795350800000-idempotencia';
import { ConfiguracionOrganizacion1795350900000 } from './1795350900000-configuracion-organizacion';
import { Notificaciones1795351000000 } from './1795351000000-notificaciones';
import { IdempotenciaReplicas1795351200000 } from './1795351200000-idempotencia-replicas';
import { RutasParadas1795351300000 } from './1795351300000-rutas-paradas';
import { PrimeraImpaga1795351400000 } from './1795351400000-primera-impaga';
import { RecordatorioDiario1795351700000 } from './1795351700000-recordatorio-diario';
import { RutasParadasEnArreglos1795352200000 } from './1795352200000-rutas-paradas-en-arreglos';
import { PrestamosAbiertosPorCliente1795352300000 } from './1795352300000-prestamos-abiertos-por-cliente';
import { SemillasDemo1795352400000 } from './1795352400000-semillas-demo';
import { LibroPrestamos1795352500000 } from './1795352500000-libro-prestamos';
import { Respaldos1795352600000 } from './1795352600000-respaldos';
import { Seguridad1795352700000 } from './1795352700000-seguridad';
import { InteresDefectoOrganizacion1795352810000 } from './1795352810000-interes-defecto-organizacion';
import { Sesiones1795352900000 } from './1795352900000-sesiones';
import { RenovacionSesiones1795352950000 } from './1795352950000-renovacion-sesiones';
import { CajaCobradores1795353000000 } from './1795353000000-caja-cobradores';
import { MiRuta1795353100000 } from './1795353100000-mi-ruta';
import { HorasOrganizacion1795353200000 } from './1795353200000-horas-organizacion';
import { CierreDePeriodos1795353300000 } from './1795353300000-cierre-de-periodos';
import { DocumentosEnPartes1795353400000 } from './1795353400000-documentos-en-partes';
import { ClaveRespaldos1795353560000 } from './1795353560000-clave-respaldos';
import { TasaEfectivaYUsura1795353640000 } from './1795353640000-tasa-efectiva-y-usura';
import { LimitesGastos1795353710000 } from './1795353710000-limites-gastos';
import { LibroMayor1795354100000 } from './1795354100000-libro-mayor';
import { HabeasData1795353946000 } from './1795353946000-habeas-data';
import { UbicacionCobros1795354400000 } from './1795354400000-ubicacion-cobros';
import { InteresDeMora1795354500000 } from './1795354500000-interes-de-mora';
import { Aprobaciones1795354300000 } from './1795354300000-aprobaciones';
import { RecibosPorDefecto1795354620000 } from './1795354620000-recibos-por-defecto';
import { AprobacionesAcumuladas1795354900000 } from './1795354900000-aprobaciones-acumuladas';
import { VentanaDeFechas1795354910000 } from './1795354910000-ventana-de-fechas';
import { RegistroSupresiones1795354700000 } from './1795354700000-registro-supresiones';
import { AccesosConocidos1795354800000 } from './1795354800000-accesos-conocidos';
import { ExporteContable1795355300000 } from './1795355300000-exporte-contable';
import { PoliticasContables1795355400000 } from './1795355400000-politicas-contables';
import { FondeoDeLaCaja1795355200000 } from './1795355200000-fondeo-de-la-caja';
import { ReversosEnlazados1795355100000 } from './1795355100000-reversos-enlazados';
import { AbonosFaltante1795355110000 } from './1795355110000-abonos-faltante';
import { SobrantesQuePaganFaltantes1795355120000 } from './1795355120000-sobrantes-que-pagan-faltantes';
import { PagosPorTransferencia1795355500000 } from './1795355500000-pagos-por-transferencia';
import { PagosWompi1795355510000 } from './1795355510000-pagos-wompi';
import { PagosFotoTransferencia1795355520000 } from './1795355520000-pagos-foto-transferencia';
import { CajaSoloEfectivo1795355530000 } from './1795355530000-caja-solo-efectivo';
import { Importaciones1795355600000 } from './1795355600000-importaciones';
import { DiasAtrasAvisoPrevio1795355700000 } from './1795355700000-dias-atras-aviso-previo';
import { ExtractosSuspenso1795356000000 } from './1795356000000-extractos-suspenso';
import { ComoPagarEnRecordatorios1795356100000 } from './1795356100000-como-pagar-en-recordatorios';
import { PrestamosImportados1795356200000 } from './1795356200000-prestamos-importados';
import { ImportacionColumnasAvance1795356300000 } from './1795356300000-importacion-columnas-avance';
import { DevolucionRecaudos1795356900000 } from './1795356900000-devolucion-recaudos';
import { ExtractosEnSegundoPlano1795358100000 } from './1795358100000-extractos-en-segundo-plano';
import { ImportacionesFilas1795358200000 } from './1795358200000-importaciones-filas';
import { ImportacionIdsPorCartera1795358210000 } from './1795358210000-importacion-ids-por-cartera';
import { SaldosInicialesCaja1795358300000 } from './1795358300000-saldos-iniciales-caja';
import { DisparadoresPorSentencia1795360000000 } from './1795360000000-disparadores-por-sentencia';
import { DocumentosDeIdentidad1795360700000 } from './1795360700000-documentos-de-identidad';
import { VigenciasDePoliticas1795360950000 } from './1795360950000-vigencias-de-politicas';
import { ConciliacionBancaria1795361700000 } from './1795361700000-conciliacion-bancaria';
import { TerminosPrestamoDefecto1795362000000 } from './1795362000000-terminos-prestamo-defecto';
import { VerificacionDeBancos1795362100000 } from './1795362100000-verificacion-de-bancos';
import { LigasDeCobrosVivos1795362200000 } from './1795362200000-ligas-de-cobros-vivos';
import { EventosDeDinero1795362350000 } from './1795362350000-eventos-de-dinero';
import { EventosHechos1795362400000 } from './1795362400000-eventos-hechos';
import { Oficinas1795362500000 } from './1795362500000-oficinas';
import { LibrosPorOficina1795362600000 } from './1795362600000-libros-por-oficina';
import { PoliticasCartera1795362700000 } from './1795362700000-politicas-cartera';
import { PoliticasLibrosPagos1795362800000 } from './1795362800000-politicas-libros-pagos';
import { CajaPorOficina1795362900000 } from './1795362900000-caja-por-oficina';
import { TasaEfectivaSinTope1795363000000 } from './1795363000000-tasa-efectiva-sin-tope';
import { OficinaDeLasCuotasSinDisparador1795363100000 } from './1795363100000-oficina-de-las-cuotas-sin-disparador';
import { CuentasDeRecaudoPorOficina1795363200000 } from './1795363200000-cuentas-de-recaudo-por-oficina';
import { AuditoriaHabeasPorOficina1795363300000 } from './1795363300000-auditoria-habeas-por-oficina';
import { NotificacionesYCuotasPorOficina1795363400000 } from './1795363400000-notificaciones-y-cuotas-por-oficina';
import { AsientosSinFrenoAlParalelo1795363500000 } from './1795363500000-asientos-sin-freno-al-paralelo';

/** Migraciones en orden. Cada módulo nuevo agrega aquí la suya (timestamp mayor, SQL explícito con up y down). */
export const MIGRACIONES = [
  UsuariosAuditoria1795349700000,
  Clientes1795349800000,
  PrestamosCobros1795349900000,
  CobrosPorCliente1795350000000,
  ProximaCuota1795350100000,
  CuotaDelPrestamo1795350150000,
  GarantiasDocumentos1795350200000,
  Reportes1795350250000,
  RutasCobro1795350300000,
  MetasCobrador1795350400000,
  FlujoCaja1795350500000,
  AuditoriaInmutable1795350600000,
  Endurecimiento1795350700000,
  Idempotencia1795350800000,
  ConfiguracionOrganizacion1795350900000,
  Notificaciones1795351000000,
  IdempotenciaReplicas1795351200000,
  RutasParadas1795351300000,
  PrimeraImpaga1795351400000,
  RecordatorioDiario1795351700000,
  RutasParadasEnArreglos1795352200000,
  PrestamosAbiertosPorCliente1795352300000,
  SemillasDemo1795352400000,
  LibroPrestamos1795352500000,
  Respaldos1795352600000,
  Seguridad1795352700000,
  InteresDefectoOrganizacion1795352810000,
  Sesiones1795352900000,
  RenovacionSesiones1795352950000,
  CajaCobradores1795353000000,
  MiRuta1795353100000,
  HorasOrganizacion1795353200000,
  CierreDePeriodos1795353300000,
  DocumentosEnPartes1795353400000,
  ClaveRespaldos1795353560000,
  TasaEfectivaYUsura1795353640000,
  LimitesGastos1795353710000,
  HabeasData1795353946000,
  LibroMayor1795354100000,
  Aprobaciones1795354300000,
  UbicacionCobros1795354400000,
  InteresDeMora1795354500000,
  RecibosPorDefecto1795354620000,
  AprobacionesAcumuladas1795354900000,
  VentanaDeFechas1795354910000,
  RegistroSupresiones1795354700000,
  AccesosConocidos1795354800000,
  ReversosEnlazados1795355100000,
  AbonosFaltante1795355110000,
  SobrantesQuePaganFaltantes1795355120000,
  ExporteContable1795355300000,
  FondeoDeLaCaja1795355200000,
  PoliticasContables1795355400000,
  PagosPorTransferencia1795355500000,
  PagosWompi1795355510000,
  PagosFotoTransferencia1795355520000,
  CajaSoloEfectivo1795355530000,
  Importaciones1795355600000,
  DiasAtrasAvisoPrevio1795355700000,
  ExtractosSuspenso1795356000000,
  ComoPagarEnRecordatorios1795356100000,
  PrestamosImportados1795356200000,
  ImportacionColumnasAvance1795356300000,
  DevolucionRecaudos1795356900000,
  ExtractosEnSegundoPlano1795358100000,
  ImportacionesFilas1795358200000,
  ImportacionIdsPorCartera1795358210000,
  SaldosInicialesCaja1795358300000,
  DisparadoresPorSentencia1795360000000,
  DocumentosDeIdentidad1795360700000,
  VigenciasDePoliticas1795360950000,
  ConciliacionBancaria1795361700000,
  TerminosPrestamoDefecto1795362000000,
  VerificacionDeBancos1795362100000,
  LigasDeCobrosVivos1795362200000,
  EventosDeDinero1795362350000,
  EventosHechos1795362400000,
  Oficinas1795362500000,
  LibrosPorOficina1795362600000,
  PoliticasCartera1795362700000,
  PoliticasLibrosPagos1795362800000,
  CajaPorOficina1795362900000,
  TasaEfectivaSinTope1795363000000,
  OficinaDeLasCuotasSinDisparador1795363100000,
  CuentasDeRecaudoPorOficina1795363200000,
  AuditoriaHabeasPorOficina1795363300000,
  NotificacionesYCuotasPorOficina1795363400000,
  AsientosSinFrenoAlParalelo1795363500000,
];
