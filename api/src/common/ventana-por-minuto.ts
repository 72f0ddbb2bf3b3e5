// Un límite por minuto y por usuario, en memoria de este proceso (subidas de documentos, rechazos de Mi Ruta).

/** Cuándo (ms) hizo cada usuario cada una de sus veces del último minuto. */
export class VentanaPorMinuto {
  private readonly veces = new Map<string, number[]>();

  /** Cuenta una vez de `usuario`; si ya hizo `limite` en el último minuto, no la cuenta y lanza `excedido()`. */
  contar(usuario: string, limite: number, excedido: () => Error): void {
    const ahora = Date.now();
    const recientes = (this.veces.get(usuario) ?? []).filter((instante) => ahora - instante < 60_000);
    this.veces.set(usuario, recientes);
    if (recientes.length >= limite) throw excedido();
    recientes.push(ahora);
  }
}
