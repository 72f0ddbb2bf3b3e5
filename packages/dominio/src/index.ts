// @cartera/dominio: reglas puras compartidas por la API y la interfaz. Sin dependencias en tiempo de ejecución.
export * from './constantes';
export * from './validacion';
export * from './formato';
export * from './fechas';
export * from './tipos';
export * from './reglas';
export * from './amortizacion';
export * from './rutas';
export * from './configuracion';
export * from './notificaciones';
export * from './usuarios';
export * from './libro';
export * from './reporteCartera';
export * from './miRuta';
