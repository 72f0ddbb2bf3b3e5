// The fence of the portal's performance layer (docs/decisiones/capa-de-rendimiento-del-portal.md), in the browser:
// antd without CSS (the loader that empties its style functions and the styles written once at build time) and what
// the layer uses of Module Federation's runtime and plugin. The versions, the shared antd and its core, the chunk
// groups and the tailored antd, in capa-de-rendimiento.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ANTD_ES, archivosDeAntdEs, leer, NODE_MODULES, requerir } from './capa';

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
