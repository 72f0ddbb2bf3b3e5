/** Destructive actions ask the browser's own confirmation (spec §5). */
export function confirmar(mensaje: string): boolean {
  return window.confirm(mensaje);
}
