import { SetMetadata } from '@nestjs/common';

export const ES_PUBLICO = 'cartera:publico';

/** Endpoint sin sesión (inicio de sesión, salud). Todo lo demás exige un token válido. */
export const Publico = () => SetMetadata(ES_PUBLICO, true);
