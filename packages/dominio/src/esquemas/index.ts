// Los esquemas JSON de las respuestas de la API (`@cartera/dominio/esquemas`), aparte del índice del paquete para que
// el portal no los cargue: las pantallas importan sólo los tipos derivados (docs/decisiones/respuestas-declaradas.md).
export * from './sobre';
export * from './metas';
export * from './configuracion';
export * from './rutas';
export * from './dashboard';
export * from './pagos';
export * from './miRuta';
export * from './caja';
export * from './cobros';
export * from './usuarios';
export * from './notificaciones';
export * from './prestamos';
export * from './garantias';
export * from './clientes';
export * from './habeasData';
export * from './usura';
export * from './aprobaciones';
export * from './contabilidad';
export * from './respaldos';
export * from './auditoria';
export * from './flujoCaja';
export * from './mayor';
export * from './importaciones';
export * from './extractos';
export * from './datosPersonales';
export * from './reportes';
