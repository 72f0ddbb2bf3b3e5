import { SetMetadata } from '@nestjs/common';
import type { Alcance } from '../database/alcance';

export const ES_PUBLICO = 'cartera:publico';
export const ALCANCE_PUBLICO = 'cartera:alcance-publico';

/** Endpoint sin sesión (inicio de sesión, salud). Todo lo demás exige un token válido. */
export const Publico = () => SetMetadata(ES_PUBLICO, true);

/**
 * El alcance de un endpoint sin sesión (docs/decisiones/rol-de-la-api-y-alcance.md): sin él, lo que hace no ve ninguna
 * fila de una tabla acotada por oficina. `motivo` dice por qué ve lo que ve (queda en el código, junto a la ruta).
 */
export const AlcanceSinSesion = (alcance: Alcance, motivo: string) =>
  SetMetadata(ALCANCE_PUBLICO, { alcance, motivo });

/** Lo que guarda `AlcanceSinSesion`. */
export interface AlcanceDeclarado {
  alcance: Alcance;
  motivo: string;
}
