import fs from 'node:fs';
import path from 'node:path';
import { EXPORTACIONES_ANTD } from '../antd-compartido';

const RAIZ = path.resolve(__dirname, '..', '..', '..');
const CARPETAS = ['shell', 'mfe-clientes', 'mfe-prestamos', 'mfe-cobros', 'mfe-avanzados', 'packages/plataforma'];

function fuentes(carpeta: string): string[] {
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) return fuentes(ruta);
    return /\.tsx?$/.test(entrada.name) && !/\.test\.tsx?$/.test(entrada.name) ? [ruta] : [];
  });
}

/** Values (not types) each source file imports from 'antd': `import { Button, type TableProps } from 'antd'`. */
function importacionesAntd(texto: string): string[] {
  const nombres: string[] = [];
  for (const [, soloTipos, lista] of texto.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g)) {
    if (soloTipos) continue;
    for (const parte of lista.split(',').map((p) => p.trim())) {
      if (parte && !parte.startsWith('type ')) nombres.push(parte.split(/\s+as\s+/)[0]);
    }
  }
  return nombres;
}

describe('antd compartido con tree shaking', () => {
  it('lee sólo los valores importados de antd, no los tipos', () => {
    const texto = "import {\n  Button,\n  type TableProps,\n  Form as F,\n} from 'antd';\nimport type { MenuProps } from 'antd';";
    expect(importacionesAntd(texto)).toEqual(['Button', 'Form']);
  });

  it('cada componente de antd que importa el portal está en EXPORTACIONES_ANTD (si no, faltaría en el singleton)', () => {
    const lista = new Set<string>(EXPORTACIONES_ANTD);
    const faltan = new Map<string, string>();
    for (const carpeta of CARPETAS) {
      for (const archivo of fuentes(path.join(RAIZ, carpeta, 'src'))) {
        for (const nombre of importacionesAntd(fs.readFileSync(archivo, 'utf8'))) {
          if (!lista.has(nombre)) faltan.set(nombre, path.relative(RAIZ, archivo));
        }
      }
    }
    expect(Object.fromEntries(faltan)).toEqual({});
  });

  it('ninguna pantalla importa rutas internas de antd (antd/es/…, antd/lib/…), que no pasarían por el singleton', () => {
    const internas = CARPETAS.flatMap((carpeta) =>
      fuentes(path.join(RAIZ, carpeta, 'src')).filter((archivo) =>
        /from\s+['"]antd\/(es|lib)\//.test(fs.readFileSync(archivo, 'utf8')),
      ),
    );
    expect(internas).toEqual([]);
  });
});
