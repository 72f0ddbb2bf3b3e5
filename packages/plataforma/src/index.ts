// @cartera/plataforma: the browser platform shared by the shell and every remote (one instance at runtime).
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
  api,
  solicitar,
  crearClienteHttp,
  configurarHttp,
  configurarNavegacion,
  ErrorHttp,
  esErrorHttp,
  mensajeDeError,
  MENSAJE_ERROR_RED,
  PREFIJO_API,
  nuevaClaveIdempotencia,
} from './http';
export type { Lista, ParametrosConsulta, OpcionesSolicitud } from './http';
export { iniciarSesion, MENSAJE_CREDENCIALES_INCORRECTAS } from './auth';
export type { SesionIniciada } from './auth';
export { toast, useToasts, duracionPorDefecto } from './toasts';
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
export type { Toast, TipoToast } from './toasts';
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
export { Cargando } from './Cargando';
export { ProveedorCartera, TEMA } from './ProveedorCartera';
export { AplicacionIndependiente } from './AplicacionIndependiente';
export type { RutasRemoto } from './AplicacionIndependiente';
export { aplicarErroresServidor } from './formularios';
export { CampoTelefono } from './CampoTelefono';
export { CamposCoordenadas } from './CamposCoordenadas';
export { CuentaFormModal } from './CuentaFormModal';
export type { CuentaEditable, CuentaFormModalProps, DatosCuenta } from './CuentaFormModal';
export { confirmar } from './confirmar';
export { useConsulta } from './useConsulta';
export type { Consulta } from './useConsulta';
export {
  useListado,
  ordenDeTabla,
  TablaPaginada,
  BarraFiltros,
  AccionesFila,
  eliminarConConfirmacion,
} from './listado';
export type { FiltrosListado, Listado, OpcionesListado, Eliminacion } from './listado';
export { descargarArchivo, guardarArchivo, nombreDesdeDisposicion } from './descargas';
export type { ArchivoDescargado } from './descargas';
