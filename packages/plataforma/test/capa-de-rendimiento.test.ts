// The fence of the portal's performance layer (docs/decisiones/capa-de-rendimiento-del-portal.md): every path, name
// and version of antd and Module Federation that the build layer relies on is where the layer expects it. The layer
// matches antd's files by path, redirects antd's own imports, empties its style functions and hooks into Module
// Federation's runtime; an upgrade that moves one of them does not break the build, it silently ships more bytes or
// antd's blue. Here it fails, naming the rule and the path. Reads node_modules and the sources; builds nothing. antd
// without CSS in the browser and what the layer uses of Module Federation, in capa-de-rendimiento-navegador.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import {
  ANTD_SIN_COMPARTIR,
  EXPORTACIONES_ANTD,
  EXPORTACIONES_ROUTER,
  moduloAntd,
  NUCLEO_ANTD,
  paqueteDe,
} from '../antd-compartido';
import { PIEZAS_DE_GRUPOS, reglaDeGrupo, type PiezasDeGrupo } from '../grupos-antd';
import REDIRECCIONES from '../antd-a-medida.json';
import {
  ANTD_ES,
  ANTD_LIB,
  archivosDeAntdEs,
  CARPETAS,
  fuentes,
  importaciones,
  leer,
  NODE_MODULES,
  nombresImportados,
  PLATAFORMA,
  RAIZ,
  REGISTRO,
  relativa,
  version,
} from './capa';

describe('las versiones son las que midió el registro', () => {
  /** The table «Versiones medidas» of the record: package → version. */
  function versionesDelRegistro(): Map<string, string> {
    const texto = leer(path.join(RAIZ, REGISTRO));
    const seccion = texto.split(/^## Versiones medidas$/m)[1]?.split(/^## /m)[0] ?? '';
    return new Map(
      [...seccion.matchAll(/^\|\s*`([^`]+)`\s*\|\s*([\w.-]+)\s*\|/gm)].map(([, paquete, medida]) => [
        paquete,
        medida,
      ]),
    );
  }

  it(`cada paquete de la capa está instalado en la versión de la tabla «Versiones medidas» de ${REGISTRO}`, () => {
    const medidas = versionesDelRegistro();
    expect(medidas.size).toBeGreaterThanOrEqual(8);
    const distintas = [...medidas]
      .filter(([paquete, medida]) => version(paquete) !== medida)
      .map(
        ([paquete, medida]) =>
          `${paquete}: medida ${medida}, instalada ${version(paquete)}. Relea cada fila de la tabla de ${REGISTRO} ` +
          '(lo que rompe una actualización), vuelva a medir (npm run bench:portal) y anote la versión nueva.',
      );
    expect(distintas).toEqual([]);
  });

  it('hay una sola copia de antd, de su motor de estilos y de React: ningún espacio de trabajo trae la suya', () => {
    const espacios = (JSON.parse(leer(path.join(RAIZ, 'package.json'))) as { workspaces: string[] })
      .workspaces;
    const copias = espacios.flatMap((espacio) =>
      ['antd', '@ant-design/cssinjs', '@ant-design/icons', 'react', 'react-dom']
        .map((paquete) => path.join(RAIZ, espacio, 'node_modules', paquete))
        .filter((carpeta) => fs.existsSync(carpeta))
        .map(relativa),
    );
    expect(copias).toEqual([]);
  });
});

describe('antd y react-router compartidos (antd-compartido.ts)', () => {
  it('lee sólo los valores importados de antd, no los tipos', () => {
    const texto =
      "import {\n  Button,\n  type TableProps,\n  Form as F,\n} from 'antd';\nimport type { MenuProps } from 'antd';";
    expect(importaciones(texto)).toEqual(['Button', 'Form']);
  });

  it.each([
    ['antd', [...EXPORTACIONES_ANTD, ...ANTD_SIN_COMPARTIR]],
    ['react-router-dom', EXPORTACIONES_ROUTER],
  ] as const)(
    'cada exportación de %s que importa el portal está en su lista (compartida o, a sabiendas, no compartida)',
    (paquete, exportaciones) => {
      const lista = new Set<string>(exportaciones);
      const faltan = new Map<string, string>();
      for (const carpeta of CARPETAS) {
        for (const archivo of fuentes(path.join(RAIZ, carpeta, 'src'))) {
          for (const nombre of importaciones(leer(archivo), paquete)) {
            if (!lista.has(nombre)) faltan.set(nombre, relativa(archivo));
          }
        }
      }
      expect(Object.fromEntries(faltan)).toEqual({});
    },
  );

  it('la lista nombra sólo componentes de antd, y cada uno está en el módulo al que lo lleva `import { … } from "antd"` compilado', () => {
    // antd's index: `export { default as DatePicker } from './date-picker';` for each component.
    const indice = leer(path.join(ANTD_ES, 'index.js'));
    const carpetaDe = new Map(
      [...indice.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map(
        ([, nombre, carpeta]) => [nombre, carpeta],
      ),
    );
    expect(carpetaDe.get('DatePicker')).toBe('date-picker');
    const problemas = [...EXPORTACIONES_ANTD, ...ANTD_SIN_COMPARTIR].flatMap((nombre) => {
      const carpeta = carpetaDe.get(nombre);
      if (!carpeta) return [`${nombre}: antd no lo exporta como componente`];
      return moduloAntd(nombre) === `antd/es/${carpeta}` &&
        fs.existsSync(path.join(ANTD_ES, carpeta, 'index.js'))
        ? []
        : [
            `${nombre}: IMPORTAR_ANTD lo buscaría en ${moduloAntd(nombre)}, antd lo tiene en antd/es/${carpeta}`,
          ];
    });
    expect(problemas).toEqual([]);
    expect(
      ANTD_SIN_COMPARTIR.filter((nombre) => (EXPORTACIONES_ANTD as readonly string[]).includes(nombre)),
    ).toEqual([]);
  });

  it("nadie importa 'react-router' directamente: sólo react-router-dom, el que se comparte podado", () => {
    const directas = CARPETAS.flatMap((carpeta) =>
      fuentes(path.join(RAIZ, carpeta, 'src')).filter((archivo) =>
        /from\s+['"]react-router['"]/.test(leer(archivo)),
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
        const texto = leer(archivo);
        const permitido = archivo.endsWith(path.join('plataforma', 'src', 'temaPrecalculado.ts'));
        return /from\s+['"]antd\/(es|lib)\//.test(permitido ? texto.replace(derivacionDelTema, '') : texto);
      }),
    );
    expect(internas).toEqual([]);
  });
});

describe('el núcleo de antd, compartido por archivo (NUCLEO_ANTD)', () => {
  /** The file a bundler takes for a module of the core (federacion.ts, archivoDelNucleo). */
  const archivoDe = (modulo: string) => path.join(NODE_MODULES, `${modulo}.js`);

  it('cada módulo del núcleo existe en la versión ES de su paquete y es el que crea su contexto de React', () => {
    const problemas = NUCLEO_ANTD.flatMap((modulo) => {
      const archivo = archivoDe(modulo);
      if (!fs.existsSync(archivo)) return [`${modulo}: no existe ${relativa(archivo)}`];
      return /createContext\s*\(/.test(leer(archivo))
        ? []
        : [`${modulo}: ya no crea un contexto (¿se movió?)`];
    });
    expect(problemas).toEqual([]);
    expect(NUCLEO_ANTD.map(paqueteDe)).toEqual(expect.arrayContaining(['antd', '@ant-design/cssinjs']));
  });

  /**
   * Contexts ConfigProvider sets that stay each build's own, and why: a component a remote bundles itself reads
   * antd's default for them, which the portal does not change.
   */
  const CONTEXTOS_PROPIOS: Record<string, string> = {
    'antd/es/_util/warning':
      'los avisos de desarrollo de antd (ConfigProvider `warning`), que el portal no cambia',
    'antd/es/form/validateMessagesContext': 'lo lee sólo Form, que se comparte entero',
    'antd/es/config-provider/MotionWrapper': 'las animaciones, que el portal deja como antd las trae',
  };

  it('cada contexto que pone ConfigProvider se comparte, o está en la lista de los propios con su motivo', () => {
    const indice = path.join(ANTD_ES, 'config-provider', 'index.js');
    const nucleo = new Set<string>(NUCLEO_ANTD);
    const sinDecidir = [...leer(indice).matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)]
      .map(([, pedido]) => pedido)
      .filter((pedido) => pedido.startsWith('.') || pedido.startsWith('@ant-design/icons/'))
      .map((pedido) =>
        pedido.startsWith('.')
          ? relativa(path.resolve(path.dirname(indice), pedido)).replace(/^node_modules\//, '')
          : pedido,
      )
      .filter((modulo) => {
        const archivo = [`${modulo}.js`, `${modulo}/index.js`]
          .map((a) => path.join(NODE_MODULES, a))
          .find((a) => fs.existsSync(a));
        return archivo !== undefined && /createContext\s*\(/.test(leer(archivo));
      })
      .filter((modulo) => !nucleo.has(modulo) && !(modulo in CONTEXTOS_PROPIOS));
    expect(sinDecidir).toEqual([]);
  });
});

describe('los grupos de trozos del shell (grupos-antd.ts)', () => {
  it.each(Object.entries(PIEZAS_DE_GRUPOS) as [string, PiezasDeGrupo][])(
    'cada carpeta y archivo de la regla %s existe en node_modules',
    (grupo, { carpetas, archivos: sueltos = [] }) => {
      const faltan = [
        ...carpetas.filter(
          (carpeta) =>
            !fs.statSync(path.join(NODE_MODULES, carpeta), { throwIfNoEntry: false })?.isDirectory(),
        ),
        ...sueltos.filter((archivo) => !fs.existsSync(path.join(NODE_MODULES, archivo))),
      ].map((pieza) => `${grupo}: node_modules/${pieza} ya no existe`);
      expect(faltan).toEqual([]);
    },
  );

  it('la regla toma lo que está dentro de una carpeta o es uno de los archivos, y nada con un nombre parecido', () => {
    const regla = reglaDeGrupo({
      carpetas: ['@ant-design/icons', 'antd/es/theme'],
      archivos: ['antd/es/form/context.js'],
    });
    expect(regla.test('/r/node_modules/@ant-design/icons/es/components/Context.js')).toBe(true);
    expect(regla.test('/r/node_modules/antd/es/theme/context.js')).toBe(true);
    expect(regla.test('/r/node_modules/antd/es/form/context.js')).toBe(true);
    expect(regla.test('/r/node_modules/@ant-design/icons-svg/es/asn/EditOutlined.js')).toBe(false);
    expect(regla.test('/r/node_modules/antd/es/form/contextual.js')).toBe(false);
  });
});

describe('antd a medida (antd-a-medida.json)', () => {
  /** The module `pedido` names from an antd file: a stand-in's target, to find every file that imports it. */
  function resuelto(pedido: string, desde: string): string {
    const base = path.resolve(path.dirname(path.join(ANTD_ES, desde)), pedido);
    return [`${base}.js`, path.join(base, 'index.js')].find((a) => fs.existsSync(a)) ?? base;
  }

  it.each(REDIRECCIONES.map((r) => [r.pedido, r] as const))(
    "'%s': los archivos de antd que lo piden existen y lo piden, en es y en lib",
    (pedido, { desde }) => {
      const escapado = pedido.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const problemas = desde.flatMap((archivo) => [
        ...(fs.existsSync(path.join(ANTD_ES, archivo)) &&
        new RegExp(`from\\s+['"]${escapado}['"]`).test(leer(path.join(ANTD_ES, archivo)))
          ? []
          : [`antd/es/${archivo} ya no importa '${pedido}'`]),
        ...(fs.existsSync(path.join(ANTD_LIB, archivo)) &&
        new RegExp(`require\\(["']${escapado}["']\\)`).test(leer(path.join(ANTD_LIB, archivo)))
          ? []
          : [`antd/lib/${archivo} ya no requiere '${pedido}'`]),
      ]);
      expect(problemas).toEqual([]);
    },
  );

  const sustitutos = REDIRECCIONES.filter(({ por }) => por.startsWith('./src/antd-a-medida/'));

  /** Each module a stand-in replaces (its file in antd/es) → every antd file whose import of it is redirected. */
  const sustituidos = new Map<string, string[]>();
  for (const { pedido, desde } of sustitutos) {
    for (const archivo of desde) {
      const objetivo = path.relative(NODE_MODULES, resuelto(pedido, archivo)).split(path.sep).join('/');
      sustituidos.set(objetivo, [...(sustituidos.get(objetivo) ?? []), archivo]);
    }
  }

  it.each([...sustituidos])(
    '%s: todo archivo de antd que lo importa está en la lista (si no, vuelve el original)',
    (objetivo, desde) => {
      const archivo = path.join(NODE_MODULES, objetivo);
      // antd's own index (`antd/es/index.js`, every component) is never in a build: `import { Table } from 'antd'` is
      // compiled to `antd/es/table` (IMPORTAR_ANTD).
      const importadores = [...archivosDeAntdEs()]
        .filter(([otro]) => otro !== path.join(ANTD_ES, 'index.js'))
        .filter(([otro, texto]) =>
          [...texto.matchAll(/from\s+['"](\.[^'"]+)['"]/g)].some(
            ([, pedido]) => resuelto(pedido, path.relative(ANTD_ES, otro)) === archivo,
          ),
        )
        .map(([otro]) => path.relative(ANTD_ES, otro).split(path.sep).join('/'))
        .sort();
      expect(importadores).toEqual([...new Set(desde)].sort());
    },
  );

  it.each(sustitutos.map((r) => [r.pedido, r] as const))(
    "'%s': el sustituto exporta todo lo que antd importa de él",
    async (pedido, { desde, por }) => {
      const sustituto = (await import(path.join(PLATAFORMA, por))) as Record<string, unknown>;
      const faltan = desde.flatMap((archivo) =>
        nombresImportados(leer(path.join(ANTD_ES, archivo)), pedido)
          .filter((nombre) => sustituto[nombre] === undefined)
          .map((nombre) => `${nombre} (que importa antd/es/${archivo}) no está en ${por}`),
      );
      expect(faltan).toEqual([]);
    },
  );

  it.each(sustitutos.map((r) => [r.pedido, r] as const))(
    "'%s': ningún otro archivo de la carpeta del que lo pide hace el mismo pedido (el resolver de jest mira la carpeta)",
    (pedido, { desde }) => {
      const escapado = pedido.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const otros = [...new Set(desde.map((archivo) => path.dirname(archivo)))].flatMap((carpeta) =>
        fs
          .readdirSync(path.join(ANTD_LIB, carpeta))
          .filter((nombre) => nombre.endsWith('.js') && !desde.includes(path.posix.join(carpeta, nombre)))
          .filter((nombre) =>
            new RegExp(`require\\(["']${escapado}["']\\)`).test(leer(path.join(ANTD_LIB, carpeta, nombre))),
          )
          .map((nombre) => `antd/lib/${carpeta}/${nombre}`),
      );
      expect(otros).toEqual([]);
    },
  );

  it('el contexto de los campos toma FormProvider del archivo propio de rc-form, que sigue exportándolo', () => {
    const [{ por }] = REDIRECCIONES.filter(({ pedido }) => pedido === '@rc-component/form');
    const archivo = path.join(NODE_MODULES, por);
    expect(fs.existsSync(archivo)).toBe(true);
    const importa = nombresImportados(leer(path.join(ANTD_ES, 'form', 'context.js')), '@rc-component/form');
    expect(importa).toEqual(['FormProvider']);
    expect(leer(archivo)).toMatch(
      /export\s+(const|function)\s+FormProvider\b|export\s*\{[^}]*\bFormProvider\b/,
    );
  });
});
