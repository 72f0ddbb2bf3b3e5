// The fence of the portal's performance layer (docs/decisiones/capa-de-rendimiento-del-portal.md): every path, name
// and version of antd and Module Federation that the build layer relies on is where the layer expects it. The layer
// matches antd's files by path, redirects antd's own imports, empties its style functions and hooks into Module
// Federation's runtime; an upgrade that moves one of them does not break the build, it silently ships more bytes or
// antd's blue. Here it fails, naming the rule and the path. Reads node_modules and the sources; builds nothing.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
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

const RAIZ = path.resolve(__dirname, '..', '..', '..');
const PLATAFORMA = path.join(RAIZ, 'packages', 'plataforma');
const NODE_MODULES = path.join(RAIZ, 'node_modules');
const ANTD_ES = path.join(NODE_MODULES, 'antd', 'es');
const ANTD_LIB = path.join(NODE_MODULES, 'antd', 'lib');
const REGISTRO = 'docs/decisiones/capa-de-rendimiento-del-portal.md';
const CARPETAS = [
  'shell',
  'mfe-clientes',
  'mfe-prestamos',
  'mfe-cobros',
  'mfe-avanzados',
  'packages/plataforma',
];

/** Node's own require: the loader and Module Federation's runtime as the build and the browser run them. */
const requerir = createRequire(__filename);
const leer = (archivo: string) => fs.readFileSync(archivo, 'utf8');
const relativa = (archivo: string) => path.relative(RAIZ, archivo).split(path.sep).join('/');

/** Every file under a folder (recursively) whose name passes `filtro`. */
function archivos(carpeta: string, filtro: (nombre: string) => boolean): string[] {
  return fs.readdirSync(carpeta, { withFileTypes: true }).flatMap((entrada) => {
    const ruta = path.join(carpeta, entrada.name);
    if (entrada.isDirectory()) return entrada.name === 'node_modules' ? [] : archivos(ruta, filtro);
    return filtro(entrada.name) ? [ruta] : [];
  });
}

const fuentes = (carpeta: string) =>
  archivos(carpeta, (nombre) => /\.tsx?$/.test(nombre) && !/\.test\.tsx?$/.test(nombre));

/** antd's ES build, read once: path → text. */
let antdEs: Map<string, string> | undefined;
function archivosDeAntdEs(): Map<string, string> {
  antdEs ??= new Map(archivos(ANTD_ES, (nombre) => nombre.endsWith('.js')).map((a) => [a, leer(a)]));
  return antdEs;
}

/** The installed version of a package, from the folder every build resolves it from. */
const version = (paquete: string) =>
  (JSON.parse(leer(path.join(NODE_MODULES, paquete, 'package.json'))) as { version: string }).version;

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

/** What an ES module imports from `pedido`: 'default' for a default import, and each named one. */
function nombresImportados(texto: string, pedido: string): string[] {
  const escapado = pedido.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const nombres: string[] = [];
  for (const [, clausula] of texto.matchAll(
    new RegExp(`import\\s+([^;]+?)\\s+from\\s+['"]${escapado}['"]`, 'g'),
  )) {
    const llaves = /\{([^}]*)\}/.exec(clausula);
    if (/^[\w$]+/.test(clausula.trim())) nombres.push('default');
    for (const parte of llaves?.[1].split(',') ?? []) {
      const nombre = parte.trim().split(/\s+as\s+/)[0];
      if (nombre) nombres.push(nombre);
    }
  }
  return nombres;
}

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

describe('antd sin CSS en el navegador (sin-estilos-loader.cjs, estilos-antd.mjs)', () => {
  const cargador = requerir('../sin-estilos-loader.cjs') as ((this: object, fuente: string) => string) & {
    LLAMADAS: Set<string>;
    MODULOS_DE_ESTILO: RegExp;
  };
  const vaciar = (archivo: string, hojasPropias?: string) =>
    cargador.call({ resourcePath: archivo, getOptions: () => ({ hojasPropias }) }, leer(archivo));

  it('las funciones de estilo que vacía el cargador son las que antd exporta y sus módulos de estilo llaman', () => {
    const internas = leer(path.join(ANTD_ES, 'theme', 'internal.js'));
    expect([...cargador.LLAMADAS].filter((nombre) => !new RegExp(`\\b${nombre}\\b`).test(internas))).toEqual(
      [],
    );
    // A function called with a component's name ('Button', ['Table', 'Summary']) is a style-hook factory: each one
    // the loader does not know would leave its style function, and what it uses, in every bundle.
    const fabricas = new Set<string>();
    const fuera: string[] = [];
    for (const [archivo, texto] of archivosDeAntdEs()) {
      for (const [, nombre] of texto.matchAll(/\b(gen\w+)\(\s*(?:'[A-Z]|\[\s*'[A-Z])/g)) {
        if (cargador.MODULOS_DE_ESTILO.test(archivo)) fabricas.add(nombre);
        else fuera.push(`${path.relative(ANTD_ES, archivo)}: ${nombre}`);
      }
    }
    expect([...fabricas].filter((nombre) => !cargador.LLAMADAS.has(nombre))).toEqual([]);
    expect(fuera).toEqual([]);
  });

  it('vacía la función de estilo de un componente y deja sus tokens', () => {
    const boton = path.join(ANTD_ES, 'button', 'style', 'index.js');
    expect(cargador.MODULOS_DE_ESTILO.test(boton)).toBe(true);
    const salida = vaciar(boton);
    expect(salida).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken/);
  });

  it('el módulo de estilo de un componente fuera de la hoja estática importa su hoja propia', () => {
    const carpeta = fs.mkdtempSync(path.join(os.tmpdir(), 'hojas-propias-'));
    try {
      fs.writeFileSync(path.join(carpeta, 'transfer.css'), '.ant-transfer{}');
      const transfer = path.join(ANTD_ES, 'transfer', 'style', 'index.js');
      expect(vaciar(transfer, carpeta)).toContain(
        `import ${JSON.stringify(path.join(carpeta, 'transfer.css'))};`,
      );
      expect(vaciar(path.join(ANTD_ES, 'button', 'style', 'index.js'), carpeta)).not.toContain('import "');
    } finally {
      fs.rmSync(carpeta, { recursive: true, force: true });
    }
  });

  it('cada componente con estilos los define en su style/index.js, donde el cargador pone su hoja propia', () => {
    const sinIndice = fs
      .readdirSync(ANTD_ES, { withFileTypes: true })
      .filter((e) => e.isDirectory() && fs.existsSync(path.join(ANTD_ES, e.name, 'style')))
      .filter((e) => !fs.existsSync(path.join(ANTD_ES, e.name, 'style', 'index.js')))
      .map((e) => e.name);
    expect(sinIndice).toEqual([]);
  });

  it('el motor de estilos extrae sólo lo nuevo de una caché (`once`), lo que escribe cada hoja propia', () => {
    const extraer = leer(path.join(NODE_MODULES, '@ant-design/cssinjs', 'es', 'extractStyle.js'));
    expect(extraer).toMatch(/once\s*=\s*false/);
    expect(extraer).toMatch(/cache\.extracted/);
    const extractor = leer(path.join(NODE_MODULES, '@ant-design/static-style-extract', 'es', 'index.js'));
    expect(extractor).toMatch(/export function extractStyle/);
  });

  it('los tokens del tema se derivan con los módulos internos de antd que usa temaPrecalculado.ts', () => {
    const faltan = ['theme/themes/default/index.js', 'theme/themes/seed.js'].filter(
      (archivo) => !fs.existsSync(path.join(ANTD_ES, archivo)),
    );
    expect(faltan).toEqual([]);
  });
});

describe('Module Federation: lo que la capa usa de su runtime y de su plugin', () => {
  it('el runtime tiene los ganchos beforePreloadRemote (sinPrecargaDeFallbacks) y fetch (manifiestoYaDescargado)', () => {
    const { ModuleFederation } = requerir('@module-federation/runtime-core') as {
      ModuleFederation: new (opciones: object) => {
        remoteHandler: { hooks: { lifecycle: Record<string, unknown> } };
        loaderHook: { lifecycle: Record<string, unknown> };
      };
    };
    const instancia = new ModuleFederation({ name: 'cerca', remotes: [] });
    expect(instancia.remoteHandler.hooks.lifecycle.beforePreloadRemote).toBeDefined();
    expect(instancia.loaderHook.lifecycle.fetch).toBeDefined();
    const runtime = requerir('@module-federation/enhanced/runtime') as Record<string, unknown>;
    expect(
      ['registerPlugins', 'registerRemotes', 'loadRemote'].filter(
        (nombre) => typeof runtime[nombre] !== 'function',
      ),
    ).toEqual([]);
  });

  it('el plugin de rspack conoce provideExternalRuntime y externalRuntime (un solo runtime, el del shell)', () => {
    const plugin = leer(
      path.join(NODE_MODULES, '@module-federation', 'rspack', 'dist', 'ModuleFederationPlugin.js'),
    );
    expect(plugin).toMatch(/experiments\??\.provideExternalRuntime/);
    expect(plugin).toMatch(/experiments\??\.externalRuntime/);
    const rsbuild = leer(path.join(NODE_MODULES, '@module-federation', 'rsbuild-plugin', 'package.json'));
    expect(rsbuild).toMatch(/"@module-federation\/enhanced"/);
  });

  it('rspack tiene lo que usan los plugins de la capa, y un módulo compartido acepta `shareKey` y `treeShaking`', () => {
    const dist = path.join(NODE_MODULES, '@rspack', 'core', 'dist');
    const exportaciones = leer(path.join(dist, 'exports.d.ts'));
    expect(exportaciones).toMatch(/\bNormalModuleReplacementPlugin\b/);
    expect(exportaciones).toMatch(/\bBannerPlugin\b/);
    expect(leer(path.join(dist, 'Compilation.d.ts'))).toMatch(
      /static PROCESS_ASSETS_STAGE_DEV_TOOLING: number/,
    );
    const compartir = leer(path.join(dist, 'sharing', 'SharePlugin.d.ts'));
    expect(compartir).toMatch(/shareKey\?: string/);
    expect(compartir).toMatch(/treeShaking\?: TreeShakingConfig/);
  });

  it('el manifiesto de un remoto trae lo que leen archivosDeRutas y la e2e: la entrada y los archivos de cada expuesto y compartido', () => {
    const tipos = path.join(NODE_MODULES, '@module-federation', 'sdk', 'dist', 'types');
    const manifiesto = leer(path.join(tipos, 'manifest.d.ts'));
    const estadisticas = leer(path.join(tipos, 'stats.d.ts'));
    expect(manifiesto).toMatch(/shared: ManifestShared\[\]/);
    expect(manifiesto).toMatch(/exposes: ManifestExpose\[\]/);
    expect(manifiesto).toMatch(/assets: StatsAssets/);
    expect(estadisticas).toMatch(/remoteEntry: ResourceInfo/);
    expect(estadisticas).toMatch(/interface ResourceInfo \{\s*path: string;\s*name: string;/);
    expect(estadisticas).toMatch(/interface StatsAssets \{\s*js: StatsAssetsInfo;\s*css: StatsAssetsInfo;/);
    expect(estadisticas).toMatch(/interface StatsAssetsInfo \{\s*sync: string\[\];\s*async: string\[\];/);
    const opciones = leer(path.join(tipos, 'plugins', 'ModuleFederationPlugin.d.ts'));
    expect(opciones).toMatch(/'loaded-first'/);
  });
});
