/**
 * `preferido` si se pide uno (error si está ocupado); si no, uno libre por debajo del rango efímero de Linux que
 * este proceso no haya entregado ya (puertos.mjs explica por qué).
 */
export function puertoLibre(preferido?: number): Promise<number>;
