// @cartera/plataforma: the browser platform shared by the shell and every remote (one instance at runtime).
// What only some screens need has its own entry, shared apart, so the shell does not load it (nor the antd
// components it uses) before a screen asks for it: '@cartera/plataforma/listado' (the list kit),
// '@cartera/plataforma/cuentas' (the account form and the phone field) and '@cartera/plataforma/independiente' (a
// remote opened on its own). They reach this entry through its shared name, never by a relative path.
import type { ComponentType } from 'react';
import type { NombreRemoto, SegmentoDe } from './pantallas';
export {
  useSesion,
  CLAVE_TOKEN,
  CLAVE_USUARIO,
  esTokenVigente,
  esUsuarioValido,
  leerSesionGuardada,
  recargarSesion,
} from './sesion';
export type { EstadoSesion } from './sesion';
export {
  solicitar,
  crearClienteHttp,
  configurarHttp,
  configurarNavegacion,
  irAlInicioDeSesion,
  CLAVE_VOLVER,
  olvidarMiRutaDeLaSesion,
  ErrorHttp,
  esErrorHttp,
  mensajeDeError,
  MENSAJE_ERROR_RED,
  PREFIJO_API,
  nuevaClaveIdempotencia,
} from './http';
export type { Lista, ParametrosConsulta, OpcionesSolicitud } from './http';
export { clienteApi } from './clienteApi';
export type { ClienteApi, CuerpoDe, Operacion, Pagina, RespuestaDe, RutasDe } from './api/cliente';
export { cerrarSesionEnServidor, iniciarSesion, MENSAJE_CREDENCIALES_INCORRECTAS } from './auth';
export type { SesionIniciada } from './auth';
export {
  toast,
  useToasts,
  duracionPorDefecto,
  avisarEnLaSiguienteCarga,
  mostrarAvisoPendiente,
  CLAVE_AVISO,
} from './toasts';
export {
  usePreferencias,
  leerPreferencias,
  recargarPreferencias,
  normalizarPreferencias,
  clavePreferencias,
  CLAVE_PREFERENCIAS,
  PREFERENCIAS_INICIALES,
} from './preferencias';
export type { PreferenciasPersonales, EstadoPreferencias } from './preferencias';
export {
  elegirOficina,
  oficinaEnVigor,
  opcionesDeOficina,
  TODAS_LAS_OFICINAS,
  useOficinaEnVigor,
  useOficinas,
} from './oficinaEnVigor';
export type { EntradaOficina, EstadoOficinas, OpcionOficina } from './oficinaEnVigor';
export { cargarOficinas, useOficinasDisponibles, useVariasOficinas } from './oficinas';
export type { Toast, TipoToast } from './toasts';
export { registrarReinicio } from './reinicios';
export { Toaster } from './Toaster';
export {
  useDiagnostico,
  registrarDiagnostico,
  instalarDiagnostico,
  obtenerInforme,
  resolverVisibilidad,
  CLAVE_DIAGNOSTICO,
} from './diagnostico';
export type {
  LineaDiagnostico,
  InformeDiagnostico,
  NivelDiagnostico,
  OrigenDiagnostico,
} from './diagnostico';
export { DiagnosticoOverlay, RegistroRutas } from './DiagnosticoOverlay';
export { ErrorBoundary, esFalloDeCarga } from './ErrorBoundary';
export { Titulo } from './Titulo';
export { CIFRAS_CARTERA, CifraConAyuda } from './cifras/CifraConAyuda';
export type { CifraCartera } from './cifras/CifraConAyuda';
export { AvanceTrabajo } from './AvanceTrabajo';
export { Cargando } from './Cargando';
export { diferido, modalDiferido, EsperaDiferida } from './diferido';
export type { ComponenteDiferido } from './diferido';
export { ZonaDiferida } from './ZonaDiferida';
export { cuandoLaPaginaDescanse } from './reposo';
export type { OpcionesReposo } from './reposo';
export { SelectorFecha, SelectorPeriodo, SelectorRangoFechas } from './fechas/SelectorFecha';
export type { PropsRangoFechas } from './fechas/SelectorFecha';
export { AvisoPantalla } from './AvisoPantalla';
export { ErrorDeCarga } from './ErrorDeCarga';
export { ProveedorCartera } from './ProveedorCartera';
export { TEMA } from './tema';
export { rutasDelRemoto } from './rutasDelRemoto';
export type { PaginasDelSegmento, RutasRemoto } from './rutasDelRemoto';
/**
 * The `./routes` of remote `M`: a component for each segment the registry of screens gives it, and no other
 * (packages/plataforma/src/pantallas.ts). Declared with it, a remote's routes.tsx fails the type check until it draws
 * a screen added to the registry.
 */
export type RutasDelRemoto<M extends NombreRemoto> = Record<SegmentoDe<M>, ComponentType>;
export { aplicarErroresServidor, reglaDe, requerido } from './formularios';
export { confirmar, useConfirmaciones } from './confirmar';
export type { Confirmacion, OpcionesConfirmacion } from './confirmar';
export { Confirmaciones } from './Confirmaciones';
export { useConsulta } from './useConsulta';
export type { Consulta, OpcionesConsulta } from './useConsulta';
export { useGuardado } from './useGuardado';
export type { Guardado, OpcionesGuardado } from './useGuardado';
export { useDialogo } from './useDialogo';
export type { Dialogo } from './useDialogo';
export {
  cobradoresDeLaOficina,
  cobradoresParaSelector,
  opcionesParaAsignar,
  useSelectorCobradores,
} from './cobradores';
export type {
  CobradorSelector,
  OpcionCobrador,
  OpcionesCobradores,
  OpcionesSelectorCobradores,
  SelectorCobradores,
} from './cobradores';
export { descargarArchivo, guardarArchivo, nombreDesdeDisposicion } from './descargas';
export type { ArchivoDescargado } from './descargas';
export { useDescarga } from './useDescarga';
export type { Descarga } from './useDescarga';
export { subirConAvance } from './subidas';
export type { OpcionesSubida } from './subidas';
