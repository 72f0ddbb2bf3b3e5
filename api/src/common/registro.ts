import { ConsoleLogger } from '@nestjs/common';
import { nivelesDeLog, type NivelLog } from '../config/configuracion';

/** Contextos de Nest que cuentan su arranque línea a línea: sólo se muestran con LOG_LEVEL=debug o verbose. */
const CONTEXTOS_DE_ARRANQUE = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'NestApplication',
]);

/** Registro de la API: niveles según LOG_LEVEL, prefijo 'Cartera' y un arranque sin ruido. */
export class RegistroApi extends ConsoleLogger {
  private readonly detallado: boolean;

  constructor(nivel: NivelLog) {
    super({ logLevels: nivelesDeLog(nivel), prefix: 'Cartera' });
    this.detallado = nivel === 'debug' || nivel === 'verbose';
  }

  override log(message: unknown, ...resto: unknown[]): void {
    const contexto = resto[resto.length - 1];
    if (!this.detallado && typeof contexto === 'string' && CONTEXTOS_DE_ARRANQUE.has(contexto)) return;
    super.log(message, ...resto);
  }
}
