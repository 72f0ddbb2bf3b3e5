// No migration imports live API code (docs/decisiones/migraciones-congeladas.md).
/* global describe, it, expect -- jest */
import path from 'node:path';
import { problemasDeArchivo, revisarMigraciones } from './lib/migraciones-congeladas.mjs';

const RAIZ = path.resolve(__dirname, '..');
const DATABASE = path.join(RAIZ, 'api', 'src', 'database');
const MIGRACION = path.join(DATABASE, 'migrations', '1795999999999-ejemplo.ts');

describe('migraciones congeladas', () => {
  it('ninguna migración ni código congelado importa de api/src fuera de database/', () => {
    expect(revisarMigraciones(RAIZ)).toEqual([]);
  });

  it('una migración que importa reglas de hoy no pasa; typeorm y database/congelado sí', () => {
    const texto = [
      `import { MigrationInterface } from 'typeorm';`,
      `import { contabilizarPendientes } from '../../contabilidad/mayor/contabilizar';`,
      `import { CUENTAS_BASE } from '../congelado/libro-mayor/reglas';`,
      `import { calcularPlan } from '@cartera/dominio';`,
      `const x = require('../../common/dinero');`,
    ].join('\n');
    expect(problemasDeArchivo(MIGRACION, texto, DATABASE)).toEqual([
      '1795999999999-ejemplo.ts importa ../../contabilidad/mayor/contabilizar, fuera de api/src/database/',
      '1795999999999-ejemplo.ts importa el paquete @cartera/dominio',
      '1795999999999-ejemplo.ts importa ../../common/dinero, fuera de api/src/database/',
    ]);
  });
});
