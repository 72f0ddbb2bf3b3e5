// Un límite por minuto y por usuario, en memoria de este proceso (subidas de documentos, rechazos de Mi Ruta).

/** Cuándo (ms) hizo cada usuario cada una de sus veces del último minuto. */
export class VentanaPorMinuto {
  private readonly veces = new Map<string, number[]>();

  /** Cuenta una vez de `usuario` si en el último minuto hizo menos de `limite`; si no, no la cuenta y dice false. */
  cabe(usuario: string, limite: number): boolean {
    const ahora = Date.now();
    const recientes = (this.veces.get(usuario) ?? []).filter((instante) => ahora - instante < 60_000);
    this.veces.set(usuario, recientes);
    if (recientes.length >= limite) return false;
    recientes.push(ahora);
    return true;
  }
}
