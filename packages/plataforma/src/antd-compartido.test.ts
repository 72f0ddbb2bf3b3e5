import fs from 'node:fs';
import path from 'node:path';
import { EXPORTACIONES_ANTD, EXPORTACIONES_ROUTER, moduloAntd } from '../antd-compartido';

const RAIZ = path.resolve(__dirname, '..', '..', '..');
const CARPETAS = ['shell', 'mfe-clientes', 'mfe-prestamos', 'mfe-cobros', 'mfe-avanzados', 'packages/plataforma'];

function fuentes(carpeta: string): string[] {
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) return fuentes(ruta);
    return /\.tsx?$/.test(entrada.name) && !/\.test\.tsx?$/.test(entrada.name) ? [ruta] : [];
  });
}

/** Values (not types) a source file imports from a package: `import { Button, type TableProps } from 'antd'`. */
function importaciones(texto: string, paquete = 'antd'): string[] {
  const nombres: string[] = [];
  const patron = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${paquete}['"]`, 'g');
  for (const [, soloTipos, lista] of texto.matchAll(patron)) {
    if (soloTipos) continue;
    for (const parte of lista.split(',').map((p) => p.trim())) {
      if (parte && !parte.startsWith('type ')) nombres.push(parte.split(/\s+as\s+/)[0]);
    }
  }
  return nombres;
}

describe('antd y react-router compartidos con tree shaking', () => {
  it('lee sólo los valores importados de antd, no los tipos', () => {
    const texto = "import {\n  Button,\n  type TableProps,\n  Form as F,\n} from 'antd';\nimport type { MenuProps } from 'antd';";
    expect(importaciones(texto)).toEqual(['Button', 'Form']);
  });

  it.each([
    ['antd', EXPORTACIONES_ANTD],
    ['react-router-dom', EXPORTACIONES_ROUTER],
  ] as const)('cada exportación de %s que importa el portal está en su lista (si no, faltaría en el singleton)', (paquete, exportaciones) => {
    const lista = new Set<string>(exportaciones);
    const faltan = new Map<string, string>();
    for (const carpeta of CARPETAS) {
      for (const archivo of fuentes(path.join(RAIZ, carpeta, 'src'))) {
        for (const nombre of importaciones(fs.readFileSync(archivo, 'utf8'), paquete)) {
          if (!lista.has(nombre)) faltan.set(nombre, path.relative(RAIZ, archivo));
        }
      }
    }
    expect(Object.fromEntries(faltan)).toEqual({});
  });

  it("nadie importa 'react-router' directamente: sólo react-router-dom, el que se comparte podado", () => {
    const directas = CARPETAS.flatMap((carpeta) =>
      fuentes(path.join(RAIZ, carpeta, 'src')).filter((archivo) =>
        /from\s+['"]react-router['"]/.test(fs.readFileSync(archivo, 'utf8')),
      ),
    );
    expect(directas).toEqual([]);
  });

  it('ninguna pantalla importa rutas internas de antd (antd/es/…, antd/lib/…), que no pasarían por el singleton', () => {
    // The one exception: the theme's derivation (temaPrecalculado.ts), pure functions and values without React
    // context, where a second copy would only be bytes, never a second theme.
    const derivacionDelTema = /from\s+['"]antd\/es\/theme\/themes\/(default|seed)['"]/g;
    const internas = CARPETAS.flatMap((carpeta) =>
      fuentes(path.join(RAIZ, carpeta, 'src')).filter((archivo) => {
        const texto = fs.readFileSync(archivo, 'utf8');
        const permitido = archivo.endsWith(path.join('plataforma', 'src', 'temaPrecalculado.ts'));
        return /from\s+['"]antd\/(es|lib)\//.test(permitido ? texto.replace(derivacionDelTema, '') : texto);
      }),
    );
    expect(internas).toEqual([]);
  });

  it('cada componente se comparte desde su propio módulo de antd, el que usa `import { … } from "antd"` compilado', () => {
    expect(moduloAntd('Table')).toBe('antd/es/table');
    expect(moduloAntd('DatePicker')).toBe('antd/es/date-picker');
    expect(moduloAntd('ConfigProvider')).toBe('antd/es/config-provider');
    const faltan = EXPORTACIONES_ANTD.filter((nombre) => {
      try {
        require.resolve(moduloAntd(nombre));
        return false;
      } catch {
        return true;
      }
    });
    expect(faltan).toEqual([]);
  });
});
