// `@cartera/dominio` desde su fuente (packages/dominio/src), como en jest: la plantilla se migra antes de la
// construcción, sin dist/, y una migración puede usar el motor de amortización (1795352500000-libro-prestamos).
import Module from 'node:module';
import path from 'node:path';

const DOMINIO = path.join(__dirname, '..', '..', '..', 'packages', 'dominio', 'src', 'index.ts');
const modulo = Module as unknown as { _resolveFilename: (pedido: string, ...resto: unknown[]) => string };
const resolverOriginal = modulo._resolveFilename;
modulo._resolveFilename = function resolver(this: unknown, pedido: string, ...resto: unknown[]) {
  return pedido === '@cartera/dominio' ? DOMINIO : resolverOriginal.call(this, pedido, ...resto);
};
